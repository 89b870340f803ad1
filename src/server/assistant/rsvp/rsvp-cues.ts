// The cues by which guests say whether they come, in French, English and Spanish, matched on folded text (lowercase,
// no accents, SMS spelling expanded, single spaces): the patterns of data/*.json, one regular expression per kind.
// Written from how people answer an invitation, not from a test set.
import { phrasesOf, patternOf } from './vocabulary.ts';

/** An object pronoun before an infinitive (« à le faire », « à me libérer »). */
const CLITIC = '(?:(?:me|te|se|nous|vous|le|la|les|l|y|en|lui|leur) )?';
/** A word shaped as a French or Spanish infinitive (« ouvrir », « abrir », « ir »). */
const INFINITIVE = String.raw`(?:ir|\w+(?:ar|er|ir|re|oir))\b`;
/**
 * « j'arrive pas à », « je ne réussis pas à », « no consigo »: a verb of managing before an infinitive, which the
 * reader reads as being able to (« peux », « puedo »): « je n'arrive pas à me libérer » declines, « j'arrive pas à
 * ouvrir le lien » says nothing of coming.
 */
export const MANAGING = new RegExp(
  String.raw`\b(${phrasesOf('manageTo')}) ((?:pas |plus |jamais )?)(a )?(?=${CLITIC}${INFINITIVE})`,
  'g',
);

/** Saying one will not come: a negated coming (« je ne pourrai pas venir »), a word that declines, being away. */
export const DECLINING = patternOf('declines');
/** Missing only a part of the day (« on ne pourra pas être à la messe ») is no decline: the guest comes to the rest. */
export const PARTIAL = patternOf('partMissed');
/** Saying one comes (« on sera là », "count us in", « allí estaremos »). */
export const ACCEPTING = patternOf('accepts');
/** A bare yes at the start of a message (not the « oui bonjour… » of someone picking up the phone). */
export const BARE_YES = patternOf('bareYes');
/** Not sure yet: turns a yes or a no into a maybe. */
export const HEDGING = patternOf('hedges');
/**
 * Coming from somewhere or by some means is no answer (« je viens de Lyon en TGV », "vamos desde Madrid", « on vient
 * en 2 voitures »): the clause tells how, not whether.
 */
export const NOT_ATTENDING_SENSE = patternOf('howComing');
/** A condition on coming (« si mon patron me lâche le samedi », "unless the baby arrives early"): a yes under it is a maybe. */
export const CONDITION = patternOf('conditions');
/** A count that is not of people coming: places on the card, a lodging searched (« sur le carton, 2 places »). */
export const NOT_COMING_COUNT = patternOf('notComingCount');
/** Dietary needs and allergies. */
export const DIET = patternOf('diet');
/** A diet told of someone (« ma fille est végétarienne », "I'm vegan"), not a subject named (« les allergies, on les signale où ? »). */
export const DIET_OF_SOMEONE = patternOf('dietOfSomeone');
/** « aucune allergie », "no dietary requirements": saying there is none is no need. */
export const NO_DIET = patternOf('noDiet');
/** A sentence that asks, with or without its question mark (« est-ce qu'il y a un parking merci »). */
export const ASKING_START = patternOf('questionStarts');
/** Asking in the middle of a spoken sentence (« oui bonjour c'est Gérard je voulais savoir l'église c'est laquelle »). */
export const ASKING_INSIDE = patternOf('questions');
/** Words that ask only in a sentence ending with a question mark: « je peux venir finalement ! » answers. */
export const ASKING_IF_MARKED = patternOf('questionsIfMarked');
