// French words by which guests answer an invitation, over folded words (lowercase, no accents, apostrophes as
// spaces). Word families, not sentences: the reader builds its patterns from them (vocabulary.ts validates them).
import type { RsvpVocabulary } from '../vocabulary.ts';

export const fr: RsvpVocabulary = {
  // Chat spellings of answers, to the words they stand for (« jvien » → « je viens »).
  chat: { ac: 'avec', avc: 'avec', qq1: 'quelqu un', jy: 'j y', jvien: 'je viens', pis: 'et', pa: 'pas', vien: 'viens', ouai: 'ouais', jpense: 'je pense' },
  numbers: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12 },
  // SMS spellings of numbers: « on sera troi », « nou seron kat ».
  smsNumbers: { deu: 2, troi: 3, trwa: 3, quatr: 4, kat: 4, katr: 4, katre: 4, cinc: 5, sink: 5, sis: 6, set: 7, uit: 8, diz: 10 },
  // « une bande de 4 », « toute la tribu, 5 »: a group said with a noun.
  groupNouns: ['bande', 'equipe', 'groupe', 'tribu', 'clan', 'troupe', 'smala', 'gang', 'team', 'famille'],
  // « finalement on sera 3 »: the count after one of these replaces the one before.
  corrections: ['finalement', 'en fait', 'au final', 'plutot', 'en definitive', 'rectification', 'correction', 'je corrige', 'pardon', 'oups', 'erratum', 'changement', 'enfin non'],
  // « si j'ai mon congé »: what a yes may wait on. The reader reads « si … <one of these> » as a hedge.
  pendingOn: ['conge', 'conges', 'repos', 'rtt', 'vacances', 'permission', 'patron', 'chef', 'planning', 'boulot', 'travail', 'taf', 'garde', 'garder', 'gardent', 'nounou', 'baby sitter', 'babysitter', 'billet', 'billets', 'vol', 'train', 'avion', 'visa', 'sante', 'operation', 'accouchement', 'terme', 'confirmation'],
  // « dans tous les cas je viens »: a yes that no doubt around it turns into a maybe.
  firm: ['dans tous les cas', 'en tout cas', 'quoi qu il arrive'],
  conditionWords: ['si', 'j attends', 'on attend', 'nous attendons', 'en attente', 'sous reserve', 'a condition', 'a condition que', 'pourvu que', 'tant que', 'depend', 'selon'],
  // The parts of the day, and « seulement », « que »: « on ne viendra qu'au vin d'honneur ».
  parts: {
    'vin-d-honneur': ['vin d honneur', 'vin d honeur', 'cocktail', 'apero', 'aperitif', 'vin dhonneur'],
    ceremony: ['ceremonie', 'mairie', 'eglise', 'messe', 'temple', 'chapelle', 'ceremonie laique'],
    dinner: ['diner', 'repas', 'banquet'],
    party: ['soiree', 'fete', 'bal'],
    brunch: ['brunch', 'retour', 'lendemain'],
  },
  only: ['seulement', 'uniquement', 'que', 'qu', 'juste', 'simplement'],
  followUp: {
    partySize: 'Combien serez-vous en tout ?',
    status: 'Vous serez là, alors ? (oui, non, ou pas encore sûr·e)',
    statusOptions: ['Oui, avec plaisir', 'Non, désolé(e)', 'Je ne sais pas encore'],
  },
};
