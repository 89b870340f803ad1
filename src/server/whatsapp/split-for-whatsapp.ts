// A reply never cut mid-sentence: a long one goes as several WhatsApp messages, each ending where a sentence (or,
// for one sentence longer than a message, a word) ends.

/**
 * What one message may hold. WhatsApp takes 4,096 characters, but Twilio's Messages API refuses a body over 1,600
 * (error 21617), so a message stays under both.
 */
export const WHATSAPP_MESSAGE_MAX = 1600;

const SENTENCE_END = /(?<=[.!?…»)])\s+(?=[\p{Lu}«"(\d•-])|\n+/u;

export function splitForWhatsApp(text: string, max = WHATSAPP_MESSAGE_MAX): string[] {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed ? [trimmed] : [];
  const pieces = trimmed.split(SENTENCE_END).flatMap((s) => (s.length <= max ? [s] : byWords(s, max)));
  const messages: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joined = current ? `${current}${current.endsWith('\n') ? '' : ' '}${piece}` : piece;
    if (joined.length <= max) current = joined;
    else {
      if (current) messages.push(current.trim());
      current = piece;
    }
  }
  if (current.trim()) messages.push(current.trim());
  return messages;
}

function byWords(sentence: string, max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of sentence.split(/\s+/)) {
    if (current && `${current} ${word}`.length > max) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) out.push(current);
  return out;
}

/** A text the model wrote over the administrators' length, ended at its last whole sentence within it. */
export function endAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '), head.lastIndexOf('\n'));
  return end > max / 3
    ? head.slice(0, end + 1).trim()
    : `${head.slice(0, Math.max(head.lastIndexOf(' '), max / 2)).trim()}…`;
}
