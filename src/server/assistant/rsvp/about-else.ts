// What a message says of something else than the wedding, left out before it is read: a sentence about another
// occasion that names no coming (« cagnotte EVJF, chacune met 50 € — on est 12 »), and what follows an offer of the
// writer's own asked as a question (« Besoin d'aide pour la déco ? Je peux venir dès 9h »), unless it names the wedding.
import { foldWords } from './count-grammar.ts';
import { PATTERNS } from './vocabulary.ts';

/** The sentences of a message as written, each with its closing punctuation. */
const SENTENCES = /[^.!?…\n]*(?:[.!?…\n]+|$)/g;

/** « Mark will come on his own, I'll be at my cousin's hen do »: a sentence that answers, whatever else it names. */
const saysComing = (folded: string) =>
  [PATTERNS.coming, PATTERNS.accepts, PATTERNS.declines, PATTERNS.hedges, PATTERNS.willBe].some((kind) =>
    kind.test(folded),
  ) ||
  // Another occasion at the wedding's date, regretted, declines.
  (PATTERNS.sorry.test(folded) && PATTERNS.clash.test(folded));

/** The message without what it says of something else (the offer's own question kept: it is asked). */
export function withoutElse(message: string): string {
  const kept: string[] = [];
  let offered = false;
  for (const sentence of message.match(SENTENCES) ?? []) {
    const folded = foldWords(sentence);
    const ofTheWedding = PATTERNS.theWedding.test(folded);
    // « Besoin d'aide pour la déco ? Sinon on sera 2 au mariage ! »: a sentence naming the wedding is read.
    if (offered && !ofTheWedding) continue;
    if (PATTERNS.otherOccasion.test(folded) && !ofTheWedding && !saysComing(folded)) continue;
    kept.push(sentence);
    offered ||= /\?/.test(sentence) && PATTERNS.proposesElse.test(folded);
  }
  return kept.join('').trim();
}
