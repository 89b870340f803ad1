// The TwiML document of the webhook's answer. Written here rather than with the twilio package's MessagingResponse:
// that builder brings xmlbuilder (about 160 KB) into both functions' bundles for one element with text in it.
import { splitForWhatsApp } from './split-for-whatsapp.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * The TwiML document that makes Twilio send `reply` back to the guest (several messages when it is long, each
 * ending on a whole sentence); an empty one (nothing sent) for null.
 */
export function toTwiml(reply: string | null): string {
  const messages = reply === null ? [] : splitForWhatsApp(reply).map((part) => `<Message>${escapeXml(part)}</Message>`);
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${messages.join('')}</Response>`;
}
