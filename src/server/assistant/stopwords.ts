// Words that carry no subject in a guest's question (articles, pronouns, auxiliaries, question words, politeness),
// listed under "stopwords" in data/fr.json, en.json and es.json.
import { KNOWLEDGE } from './knowledge.ts';

export const FRENCH_STOPWORDS = KNOWLEDGE.stopwords.fr;
export const ENGLISH_STOPWORDS = KNOWLEDGE.stopwords.en;
export const SPANISH_STOPWORDS = KNOWLEDGE.stopwords.es;

/** Every filler word, whatever the language: none of them says what the guest asks about. */
export const STOPWORDS = new Set([...FRENCH_STOPWORDS, ...ENGLISH_STOPWORDS, ...SPANISH_STOPWORDS]);
