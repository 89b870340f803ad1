// The link's `start-<weddingId>` is editable text in WhatsApp: a guest may greet before it or ask their question after
// it (« start-… c'est à quelle heure la cérémonie ? »). The code joins the wedding wherever it stands; what else the
// message says is answered after the welcome, unless it only greets or thanks.
import { analyzeText, baseLexicon } from '../assistant/analyze-text.ts';
import { START_PREFIX } from '../../shared/whatsapp-link.ts';

const START_CODE = new RegExp(`(?<![\\p{L}\\d-])${START_PREFIX}([a-z0-9-]{4,64})(?![\\p{L}\\d-])`, 'iu');

export type StartInMessage = {
  /** The wedding's public id (or the personal link's id and token), lower-cased. */
  code: string;
  /** What the guest wrote beside the code and wants answered; null when nothing, a greeting or a thank-you. */
  rest: string | null;
};

/** The start code a message holds, with what else it asks; null when it holds none. */
export function startInMessage(body: string): StartInMessage | null {
  const found = START_CODE.exec(body);
  if (!found) return null;
  // The code pasted twice is still one.
  const rest = body
    .replace(new RegExp(START_CODE.source, 'giu'), ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:!-]+/, '')
    .trim();
  const saysSomething = /[\p{L}\d]/u.test(rest) && !analyzeText(baseLexicon(), rest).smallTalk;
  return { code: found[1]!.toLowerCase(), rest: saysSomething ? rest : null };
}
