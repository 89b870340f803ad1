// An answer made of emoji only (« 🙋‍♀️🙋‍♂️👶 »): people drawn count one each, a thumb says yes, a cross says no
// (data/emoji.json); any word makes it a message to read.
import * as z from 'zod';
import emoji from './data/emoji.json' with { type: 'json' };

const EMOJI = z
  .object({ yes: z.array(z.string()), no: z.array(z.string()), people: z.record(z.string(), z.number().int()) })
  .parse(emoji);

/** The status and party size an emoji-only message gives, or null when it has words or says nothing. */
export function emojiAnswer(message: string): { status: 'yes' | 'no'; partySize: number | null } | null {
  const times = /\bx\s?(\d{1,2})\b/i.exec(message);
  if (/[\p{L}\d]/u.test(message.replace(times?.[0] ?? '', ''))) return null;
  // A grapheme is one emoji with its skin tone and gender (🙋🏼‍♀️): its first code point says what it is.
  const bases = [...new Intl.Segmenter().segment(message)].map(({ segment }) => [...segment][0]!);
  const people = bases.reduce((n, b) => n + (EMOJI.people[b] ?? 0), 0);
  if (people || bases.some((b) => EMOJI.yes.includes(b)))
    return { status: 'yes', partySize: times ? Number(times[1]) : people || null };
  return bases.some((b) => EMOJI.no.includes(b)) ? { status: 'no', partySize: null } : null;
}

/** Approval alone (« 👍 », « 👌 »): a yes if it answers the invitation's question, else an acknowledgement. */
export function approvalAlone(message: string): boolean {
  const drawn = emojiAnswer(message);
  return drawn?.status === 'yes' && drawn.partySize === null;
}
