// « Oui, je vous envoie l'adresse »: a yes that answers an errand, a thing received or a fact checked, not the
// invitation.
import { anyOf, clauseWords, PATTERNS } from './vocabulary.ts';

/** The yes-words opening a folded text (« oui bien sur »). */
const YES_WORDS = new RegExp(`^(?:${anyOf(clauseWords('bareYes'))}\\b ?)+`);

/** Whether a folded text opens with a yes that answers something else than the invitation. */
export function yesToElse(folded: string): boolean {
  const rest = folded.replace(YES_WORDS, '');
  return rest !== folded && PATTERNS.yesToElse.test(rest);
}

/** How many of the first clauses (folded) are a yes answering something else and what it answers; 0 if none. */
const clausesAnsweringElse = (clauses: string[]) =>
  clauses.findIndex((_, i) => yesToElse(clauses.slice(0, i + 1).join(' '))) + 1;

/**
 * For each clause of a sentence, whether it is a yes answering something else or what it answers, wherever the yes
 * opens a clause (« Désolée, je viens de voir — oui, le numéro de Tom c'est… »).
 */
export function yesToElseClauses(clauses: string[]): boolean[] {
  const answering = clauses.map((clause, j) =>
    j === 0 || YES_WORDS.test(clause) ? clausesAnsweringElse(clauses.slice(j)) : 0,
  );
  return clauses.map((_, i) => answering.some((n, j) => j <= i && i < j + n));
}
