// The words of the households, the parts of the day and the table plan (/wedding/:id, « Invités »).
import { coupleSpaceMessages } from './couple-space.ts';
import { countedTranslator, translator } from './translate.ts';

export const householdMessages = {
  'part.kind.ceremony': 'Cérémonie',
  'part.kind.civil_ceremony': 'Cérémonie civile',
  'part.kind.religious_ceremony': 'Cérémonie religieuse',
  'part.kind.secular_ceremony': 'Cérémonie laïque',
  'part.kind.reception': 'Réception',
  'part.kind.cocktail': 'Vin d’honneur',
  'part.kind.dinner': 'Dîner',
  'part.kind.party': 'Soirée',
  'part.kind.brunch': 'Brunch',
  'part.kind.other': 'Autre moment',
  'part.error.kind': 'Type de moment inconnu.',
  'part.error.id': 'Moment de la journée introuvable.',
  'part.error.date': 'Date invalide (AAAA-MM-JJ).',
  'part.error.time': 'Heure invalide (HH:MM).',
  'part.error.tooMany': 'Douze moments au plus.',
  'part.error.notFound': 'Ce moment n’appartient pas à ce mariage.',
  'household.unnamed': 'Foyer sans nom',
  'household.error.name': 'Le nom du foyer est obligatoire.',
  'household.error.firstName': 'Le prénom est obligatoire.',
  'household.error.tooLong': 'Texte trop long.',
  'household.error.email': 'Adresse e-mail invalide.',
  'household.error.seats': 'Le nombre de places doit être compris entre 1 et 50.',
  'household.error.notFound': 'Foyer introuvable.',
  'household.error.phoneTaken': 'Un autre invité de votre liste a déjà ce numéro.',
  'household.error.phoneInvalid': 'Numéro de téléphone invalide (exemple : 06 12 34 56 78 ou +44 7911 123456).',
  'household.deleted': 'Foyer supprimé.',
  'invitation.error.households': 'Choisissez au moins un foyer (500 au plus).',
  'invitation.error.template':
    'Le modèle d’invitation WhatsApp n’est pas configuré (TWILIO_CONTENT_SIDS : invitation=HX…) : rien n’a été envoyé.',
  'invitation.error.noTwilio':
    'Aucune invitation n’est partie : l’envoi WhatsApp (Twilio) n’est pas configuré sur le site, et aucun foyer n’est marqué invité. Prévenez le support ; en attendant, envoyez à vos invités leur lien personnel (« Liens personnels et QR codes »).',
  'invitation.error.none': 'Aucun foyer à inviter : tous ont déjà reçu l’invitation.',
  'invitation.sent.one': 'Invitation envoyée à {count} foyer.',
  'invitation.sent.other': 'Invitation envoyée à {count} foyers.',
  'invitation.failed.one': '{count} envoi a échoué.',
  'invitation.failed.other': '{count} envois ont échoué.',
  'invitation.unreachable': 'Sans numéro joignable : {names}.',
  'seating.error.table': 'Le nom de la table est obligatoire.',
  'seating.error.name': 'Le prénom et le nom de l’invité sont obligatoires.',
  'seating.error.unknownGuest': 'Aucun invité de votre liste ne s’appelle « {name} ».',
  'seating.error.ambiguous': 'Plusieurs invités s’appellent « {name} » : précisez le nom.',
  'seating.error.columns': 'Colonnes attendues : Table;Prénom;Nom (ou Table;Nom complet).',
  'seating.error.empty': 'Le fichier est vide.',
  'seating.error.duplicateTable': 'Deux tables portent le même nom.',
  'seating.error.twice': 'Un invité ne peut être assis qu’à une table.',
  'seating.error.unknownId': 'Cet invité n’est pas sur la liste de ce mariage.',
  'seating.error.unknownTable': 'Table introuvable.',
  'seating.error.tooLong': 'Le nom de la table ne doit pas dépasser 80 caractères.',
  'day.tab': 'Journée et foyers',
  'day.parts.title': 'Les moments de la journée',
  'day.parts.intro':
    'Cérémonies, vin d’honneur, dîner, soirée, brunch… Chaque foyer est invité aux moments que vous choisissez, et répond pour chacun.',
  'day.parts.kind': 'Moment',
  'day.parts.label': 'Nom (facultatif)',
  'day.parts.date': 'Jour (si autre que le mariage)',
  'day.parts.time': 'Heure',
  'day.parts.venue': 'Lieu',
  'day.parts.address': 'Adresse',
  'day.parts.add': 'Ajouter un moment',
  'day.parts.remove': 'Retirer ce moment',
  'day.parts.inviteAll': 'Inviter tous les foyers de la liste à ce moment',
  'day.parts.save': 'Enregistrer les moments',
  'day.parts.saved': 'Moments de la journée enregistrés',
  'day.parts.empty': 'Aucun moment : ajoutez la cérémonie, le vin d’honneur, le dîner…',
  'day.parts.invited.one': '{count} foyer invité',
  'day.parts.invited.other': '{count} foyers invités',
  'day.parts.coming.one': '{count} vient',
  'day.parts.coming.other': '{count} viennent',
  'day.parts.covers.one': '{count} personne',
  'day.parts.covers.other': '{count} personnes',
  'day.parts.uncounted.one': '{count} foyer sans nombre (compté\u00a01)',
  'day.parts.uncounted.other': '{count} foyers sans nombre (comptés\u00a01 chacun)',
  'day.households.title': 'Les foyers',
  'day.households.intro':
    'Un foyer répond pour tous ses membres : sa réponse est comptée une fois, jamais la somme de ses membres.',
  'day.households.empty':
    'Aucun foyer pour l’instant : créez-en un, ou importez votre liste plus haut, dans la liste des invités.',
  'day.households.add': 'Créer un foyer',
  'day.households.name': 'Nom du foyer',
  'day.households.seats': 'Places (facultatif)',
  'day.households.parts': 'Invité à',
  'day.households.members': 'Membres',
  'day.households.firstName': 'Prénom',
  'day.households.lastName': 'Nom',
  'day.households.phone': 'Téléphone (facultatif)',
  'day.households.child': 'Enfant',
  'day.households.addMember': 'Ajouter un membre',
  'day.households.save': 'Enregistrer le foyer',
  'day.households.cancel': 'Annuler',
  'day.households.saved': 'Foyer enregistré',
  'day.households.delete': 'Supprimer le foyer',
  'day.households.delete.title': 'Supprimer ce foyer ?',
  'day.households.delete.confirm':
    '{name} sera retiré de votre liste, avec ses membres et ses réponses (ceux qui vous ont écrit restent dans vos messages).',
  'day.households.seatsOf.one': '{count} place',
  'day.households.seatsOf.other': '{count} places',
  'day.households.noPhone': 'sans téléphone',
  'day.households.pending': 'En attente',
  'day.households.answer.yes': 'Présent',
  'day.households.answer.no': 'Absent',
  'day.households.answer.maybe': 'Peut-être',
  'day.households.answer.uncounted': 'nombre à préciser',
  'day.households.answeredBy': 'Réponse donnée par {name}',
  'day.households.table': 'Table : {name}',
  'day.households.edit': 'Modifier',
  'day.households.reminded': 'Relancé sur WhatsApp le {at}',
  'day.households.nudged': 'Réponse laissée en cours : question reposée sur WhatsApp le {at}',
  'day.households.invited': 'Invitation envoyée le {at}',
  'day.households.diet': 'Régime ou allergie : {notes}',
  'day.households.notInvited': 'Invitation pas encore envoyée',
  // A household of an answer from outside the list: see « Réponses hors liste » on « Invités ».
  'day.households.invite': 'Envoyer l’invitation',
  'day.households.inviteAgain': 'Renvoyer l’invitation',
  'day.households.inviteAll': 'Envoyer l’invitation aux foyers pas encore invités ({count})',
  'day.households.inviteHelp':
    'L’invitation part sur WhatsApp à chaque membre qui a un numéro, avec trois boutons : « Oui, avec plaisir », « Non, désolé(e) », « Je ne sais pas encore ». L’assistant demande ensuite combien ils seront à chaque moment et s’ils ont un régime.',
  'day.seating.title': 'Le plan de table',
  'day.seating.intro':
    'Importez votre plan depuis un tableur (colonnes Table;Prénom;Nom), ou ajoutez des tables et placez-y les invités.',
  'day.seating.file': 'Fichier CSV du plan de table',
  'day.seating.preview': 'Aperçu du plan',
  'day.seating.confirm': 'Placer les invités',
  'day.seating.seated.one': '{count} invité placé',
  'day.seating.seated.other': '{count} invités placés',
  'day.seating.invalid.one': '{count} ligne en erreur',
  'day.seating.invalid.other': '{count} lignes en erreur',
  'day.seating.empty': 'Aucune table pour l’instant.',
  'day.seating.unseated': 'Pas encore placés',
  'day.seating.newTable': 'Nom de la nouvelle table',
  'day.seating.addTable': 'Ajouter la table',
  'day.seating.seatAt': 'Placer à',
  'day.seating.none': 'Non placé',
  'day.seating.saved': 'Plan de table enregistré',
  'day.seating.col.line': 'Ligne',
  'day.seating.col.table': 'Table',
  'day.seating.col.name': 'Invité',
  'day.seating.col.errors': 'Erreur',
  'day.loadError': 'Impossible de charger la journée et les foyers.',
  'day.saveFailed': 'L’enregistrement a échoué.',
} as const;

/** The couple pages' translator on this tab (every couple catalogue has this shape): the couple pages' words
 * (couple-space.ts) and this tab's, which load with the tab only. */
export const t = translator({ ...coupleSpaceMessages, ...householdMessages });
export const tCount = countedTranslator(householdMessages);
/** The server's reads of this catalogue alone. */
export const tHousehold = translator(householdMessages);

/** « 3 invités placés, 1 ligne en erreur ». */
export const seatingCounts = ({ seated, invalid }: { seated: number; invalid: number }) =>
  `${tCount('day.seating.seated', seated)}, ${tCount('day.seating.invalid', invalid)}`;

/**
 * « 2 foyers invités · 1 vient · 3 personnes », and « 1 foyer sans nombre (compté 1) » when a yes has not said how
 * many: a part's counts, as the server computed them.
 */
export const partCounts = ({
  invited,
  yes,
  covers,
  uncounted,
}: {
  invited: number;
  yes: number;
  covers: number;
  uncounted: number;
}) =>
  [
    tCount('day.parts.invited', invited),
    tCount('day.parts.coming', yes),
    tCount('day.parts.covers', covers),
    ...(uncounted ? [tCount('day.parts.uncounted', uncounted)] : []),
  ].join(' · ');
