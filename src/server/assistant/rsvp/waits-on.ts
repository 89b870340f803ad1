// A yes that waits on something (« oui si j'ai mon congé »): not a firm yes. A condition word opens it and what the
// yes waits on follows within a few words; « même si » and a courtesy (« si ça vous va ») wait on nothing.
import { foldWords } from './count-grammar.ts';
import { FIRM, PATTERNS } from './vocabulary.ts';

/** Whether the message's yes waits on something the guest does not know yet. */
export function waitsOn(text: string): boolean {
  if (FIRM.test(foldWords(text))) return false;
  // An accented « sí » answers (« Sí, si me dan… »): only an unaccented « si » may open a condition.
  // What a condition waits on is said in its own sentence: « …si besoin ! J'ai 2 jours de congé » waits on nothing.
  return text
    .replace(/(?<!\p{L})sí(?!\p{L})|^\s*¡?si\s*[,!]/giu, 'oui')
    .split(/[.!?…\n]+/)
    .some((sentence) => PATTERNS.waitsOn.test(foldWords(sentence).replace(PATTERNS.courtesy, '')));
}
