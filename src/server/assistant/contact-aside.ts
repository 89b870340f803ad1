// « C'est le mariage de qui ? On m'a donné ce numéro »: the contact is no answer to a part that asks nothing, nor
// beside a fact that already gives someone to reach.
import { asksSomething, type Analysis } from './analyze-text.ts';
import type { Part } from './ranked.ts';

/** Words of a question that no fact holds, from which it asks a thing of its own: one alone is filler (« sorry »). */
const UNKNOWN_THING = 2;

/** A phone number or an e-mail: a fact that gives someone to reach. */
const REACHABLE = /@|\d{2}[\s.]?\d{2}[\s.]?\d{2}[\s.]?\d{2}/;

/**
 * The parts of a message answered by the wedding's contact, set aside when the guest only says why they write
 * (« mon mari a perdu l'invitation », "a friend forwarded me this number"), or when another part's fact already
 * names whom to reach (« contactez Inès au 06… »: « je m'adresse à qui ? » is answered there).
 */
export function withoutContactAside(message: Analysis, parts: Part[]): Part[] {
  const byContact = (p: Part) => p.ranked[0]!.candidate.source === 'emergencyContact';
  const others = parts.filter((p) => !byContact(p));
  if (!others.length) return parts;
  const reachable = others.some((p) => REACHABLE.test(p.ranked[0]!.candidate.text ?? ''));
  // « Je m'adresse à qui ? » names nothing of its own and asks of the other part; "who do I call if something goes
  // wrong" asks the contact itself.
  const ownWords = (p: Part) => p.question.residual.length > 0;
  // "Cell service at the shack? I'm on call": a question whose words no fact holds keeps the contact to ask them.
  const unanswered = others.some((p) => p.ranked[0]!.unknownWords >= UNKNOWN_THING);
  return parts.filter(
    (p) => !byContact(p) || unanswered || ((ownWords(p) || !reachable) && askedAsQuestion(message, p.question)),
  );
}

/** A part with a question word, or one within a sentence of the message that ends with a question mark. */
function askedAsQuestion(message: Analysis, part: Analysis) {
  if (asksSomething('', part.words)) return true;
  return (message.questions ?? []).some((words) => part.words.every((w) => words.has(w)));
}
