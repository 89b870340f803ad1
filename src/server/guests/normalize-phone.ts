// A phone number as a couple types it (« 06 12 34 56 78 », « +44 7911 123456 », « 0033 6 12 34 56 78 ») in E.164,
// the form Twilio gives for the guests who write: a French number may omit the country code.

// The numbering plans weigh about 45 ms of a cold start: loaded on the first number, not with every function.
let numberingPlans: Promise<typeof import('libphonenumber-js/max')> | null = null;

/** E.164 (`+33612345678`), or null when the text is no valid phone number. */
export async function normalizePhone(raw: string): Promise<string | null> {
  const text = raw.trim().replace(/^00(?=[1-9])/, '+');
  if (!text || /[a-z]/i.test(text.replace(/\b(?:ext|poste)\b.*$/i, ''))) return null;
  const { parsePhoneNumberFromString } = await (numberingPlans ??= import('libphonenumber-js/max'));
  const parsed = parsePhoneNumberFromString(text, 'FR');
  return parsed?.isValid() ? parsed.number : null;
}
