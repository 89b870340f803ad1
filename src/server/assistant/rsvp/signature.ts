// The signature at the end of a guest's message, read apart from the message.
import { asWritten, wordsOf } from './vocabulary.ts';

/** A closing (data/*.json `closings`) and what follows it (« Warmest regards »). */
const CLOSING = String.raw`(?:with |all (?:my|our) )?${asWritten(wordsOf('closings'))}[\p{L} ]*`;
const SIGNATURE = new RegExp(
  `^(?:${CLOSING},?\\s*)?((?:\\p{Lu}[\\p{L}'.-]*)(?:\\s+(?:\\p{Lu}[\\p{L}'.-]*|&|et|and|y))*)\\s*[.!]*$`,
  'u',
);

/**
 * A message's signature (« Amitiés, Colette », "Frank & Betty"), taken off so that its names are not read as people
 * coming; how many sign it (two names signing "we'll be there" are two).
 */
export function splitSignature(text: string): { body: string; signers: number } {
  const at = Math.max(text.lastIndexOf('\n'), text.search(/[.!,][^.!,]*$/));
  const tail = text.slice(at + 1).trim();
  const signed = at > 0 ? SIGNATURE.exec(tail) : null;
  if (!signed || /^(?:les|the|los|la|famille|family|familia)\b/i.test(signed[1]!)) return { body: text, signers: 0 };
  // « Bien amicalement, Marc »: the closing before the name goes with it.
  const body = text.slice(0, at + 1).replace(new RegExp(`(?<=^|[.!\\n])\\s*${CLOSING},?$`, 'iu'), '');
  return { body, signers: signed[1]!.split(/\s+(?:&|et|and|y)\s+/).length };
}
