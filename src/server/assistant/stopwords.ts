// Words that carry no subject in a guest's question (articles, pronouns, auxiliaries, question words, politeness),
// listed under "stopwords" in data/fr.json, en.json and es.json.
import { KNOWLEDGE } from './knowledge.ts';

export const STOPWORDS = KNOWLEDGE.stopwords;
