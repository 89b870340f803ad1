// A phone number as a couple types it (« 06 12 34 56 78 », « +44 7911 123456 », « 0033 6 12 34 56 78 ») in E.164,
// the form Twilio gives for the guests who write: a French number may omit the country code.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** E.164 (`+33612345678`), or null when the text is no valid phone number. */
export function normalizePhone(raw: string): string | null {
  const text = raw.trim().replace(/^00(?=[1-9])/, '+');
  if (!text || /[a-z]/i.test(text.replace(/\b(?:ext|poste)\b.*$/i, ''))) return null;
  const parsed = parsePhoneNumberFromString(text, 'FR');
  return parsed?.isValid() ? parsed.number : null;
}
