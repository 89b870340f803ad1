// The canned demo assistant of the landing and pre-registration pages (spec 000 sections 3, 4 and 9):
// no network call, a reply chosen by French keyword from a sample couple's facts, or the default reply.
import { foldAccents } from './fold-accents.ts';

export type DemoVariant = 'landing' | 'preRegistration';
export type DemoMessage = {
  /** `incoming` is the visitor's own message (right side), `outgoing` the bot's (left side). */
  type: 'incoming' | 'outgoing';
  text: string;
  /** 'HH:MM' */
  timestamp: string;
};

export const DEMO_COUPLE = 'Sophie & Thomas';
export const DEMO_REPLY_DELAY_MS = 1000;

/** The four starting messages: ceremony time question and answer, parking question and answer. */
export const DEMO_START: readonly DemoMessage[] = [
  { type: 'incoming', text: 'Bonjour ! À quelle heure commence la cérémonie ?', timestamp: '10:02' },
  {
    type: 'outgoing',
    text: 'Bonjour ! La cérémonie commence à 15h30 à la mairie de Saint-Rémy. Nous vous conseillons d’arriver 15 minutes avant 💒',
    timestamp: '10:02',
  },
  { type: 'incoming', text: 'Y a-t-il un parking sur place ?', timestamp: '10:03' },
  {
    type: 'outgoing',
    text: 'Oui, un parking gratuit est disponible au Domaine des Oliviers. Une navette part aussi du centre-ville à 14h00 🚗',
    timestamp: '10:03',
  },
];

type Rule = { keywords: string[]; reply: string };

const REPLIES = {
  dressCode: 'Le dress code est « chic champêtre » : tenues claires bienvenues, évitez le blanc 👗',
  ceremonyTime: 'La cérémonie commence à 15h30, la réception à partir de 19h30 ⏰',
  ceremonyPlace:
    'La cérémonie a lieu à la mairie de Saint-Rémy (place de la République), puis tout se passe au Domaine des Oliviers 📍',
  reception:
    'La réception a lieu au Domaine des Oliviers à partir de 19h30 : vin d’honneur, dîner puis soirée dansante 🥂',
  parking: 'Un parking gratuit est disponible au Domaine des Oliviers, fléché depuis la route 🚗',
  lodging: 'L’Hôtel du Parc nous fait un tarif : code promo MARIAGE-ST pour −15 % sur votre chambre 🏨',
  gifts: 'Votre présence est notre plus beau cadeau ! Une urne sera aussi à disposition pendant la réception 🎁',
  transport:
    'Une navette part du centre-ville à 14h00 pour la cérémonie, et des retours sont prévus à 1h et 3h du matin 🚌',
  menu: 'Le dîner est un menu provençal ; un menu végétarien et les allergies sont pris en compte si vous nous prévenez 🍽️',
  children: 'Les enfants sont les bienvenus ! Un espace jeux avec une animatrice est prévu pendant le dîner 👶',
  weather: 'La cérémonie est en intérieur et une tente est prévue au domaine : pas d’inquiétude s’il pleut ☀️',
  photos:
    'Prenez autant de photos que vous voulez ! Partagez-les ensuite sur l’album en ligne dont le lien sera envoyé après le mariage 📸',
  contact: 'Pour toute question, vous pouvez joindre Claire, notre témoin, au 06 12 34 56 78 📞',
} as const;

/** Checked in order: the first rule with a word of the message starting with one of its keywords answers. */
const LANDING_RULES: Rule[] = [
  {
    keywords: ['dress code', 'dresscode', 'tenue', 'habill', 'porter', 'vetement', 'costume', 'robe'],
    reply: REPLIES.dressCode,
  },
  { keywords: ['menu', 'allerg', 'vegetarien', 'vegan', 'manger', 'repas', 'gluten'], reply: REPLIES.menu },
  { keywords: ['enfant', 'bebe'], reply: REPLIES.children },
  { keywords: ['meteo', 'pluie', 'pleut', 'soleil'], reply: REPLIES.weather },
  { keywords: ['photo'], reply: REPLIES.photos },
  { keywords: ['cadeau', 'liste', 'urne'], reply: REPLIES.gifts },
  { keywords: ['hotel', 'logement', 'loger', 'dormir', 'hebergement', 'chambre'], reply: REPLIES.lodging },
  { keywords: ['parking', 'garer', 'stationn', 'voiture'], reply: REPLIES.parking },
  { keywords: ['navette', 'transport', 'bus', 'train', 'taxi', 'gare'], reply: REPLIES.transport },
  { keywords: ['reception', 'soiree', 'diner', 'fete', 'cocktail'], reply: REPLIES.reception },
  { keywords: ['heure', 'horaire', 'quand', 'commence'], reply: REPLIES.ceremonyTime },
  {
    keywords: ['ou a lieu', 'ou se', 'ou est', 'lieu', 'adresse', 'mairie', 'eglise', 'ceremonie'],
    reply: REPLIES.ceremonyPlace,
  },
];

const PRE_REGISTRATION_RULES: Rule[] = [
  { keywords: ['dress code', 'dresscode', 'tenue', 'habill', 'porter', 'vetement'], reply: REPLIES.dressCode },
  { keywords: ['heure', 'horaire', 'quand', 'commence'], reply: REPLIES.ceremonyTime },
  { keywords: ['parking', 'garer', 'stationn', 'voiture'], reply: REPLIES.parking },
  { keywords: ['cadeau', 'liste', 'urne'], reply: REPLIES.gifts },
  { keywords: ['contact', 'joindre', 'telephone', 'appeler', 'numero'], reply: REPLIES.contact },
  { keywords: ['meteo', 'pluie', 'pleut', 'soleil'], reply: REPLIES.weather },
  { keywords: ['photo'], reply: REPLIES.photos },
  {
    keywords: ['ou a lieu', 'ou se', 'ou est', 'lieu', 'adresse', 'mairie', 'ceremonie'],
    reply: REPLIES.ceremonyPlace,
  },
];

export const DEMO_DEFAULT_REPLY = `Je suis l’assistant de ${DEMO_COUPLE} : je réponds automatiquement aux questions fréquentes. Pour plus d’informations, contactez directement les mariés 💌`;

/** Lower case, accents folded, apostrophes and punctuation turned into spaces. */
export function normalizeDemoText(text: string): string {
  return ` ${foldAccents(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

export function demoReply(text: string, variant: DemoVariant = 'landing'): string {
  const normalized = normalizeDemoText(text);
  const rules = variant === 'landing' ? LANDING_RULES : PRE_REGISTRATION_RULES;
  return rules.find((rule) => rule.keywords.some((k) => normalized.includes(` ${k}`)))?.reply ?? DEMO_DEFAULT_REPLY;
}

/** 'HH:MM' in the visitor's clock. */
export function demoTimestamp(date = new Date()): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
