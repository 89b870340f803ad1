// « Oui, je vous envoie l'adresse », "Yes we did get it, thank you!", « Sí, sí, ya me llegó la invitación »: a yes that
// answers an errand, a thing received or a fact checked (data/*.json `patterns.yesToElse`), not the invitation.
import { anyOf, clauseWords, PATTERNS } from './vocabulary.ts';

/** The yes-words opening a folded text (« oui bien sur », "yes", « si si »). */
const YES_WORDS = new RegExp(`^(?:${anyOf(clauseWords('bareYes'))}\\b ?)+`);

/** Whether a folded text opens with a yes that answers something else than the invitation. */
export function yesToElse(folded: string): boolean {
  const rest = folded.replace(YES_WORDS, '');
  return rest !== folded && PATTERNS.yesToElse.test(rest);
}

/**
 * How many of a sentence's first clauses (folded) are the yes that answers something else and what it answers (« oui »,
 * « je vous envoie l'adresse »); 0 when the sentence's yes answers the invitation.
 */
export function clausesAnsweringElse(clauses: string[]): number {
  for (let i = 0; i < clauses.length; i++) if (yesToElse(clauses.slice(0, i + 1).join(' '))) return i + 1;
  return 0;
}

/**
 * The clauses (their indexes) of a sentence that are a yes answering something else and what it answers, wherever
 * the yes opens a clause (« Désolée, je viens de voir — oui, le numéro de Tom c'est… »).
 */
export function yesToElseClauses(clauses: string[]): number[] {
  return clauses.flatMap((clause, j) => {
    const n = j === 0 || YES_WORDS.test(clause) ? clausesAnsweringElse(clauses.slice(j)) : 0;
    return Array.from({ length: n }, (_, k) => j + k);
  });
}
