// What a Support account reads: every phone number and e-mail address of an answer masked on the server, wherever it
// sits (a column, an audit entry's « avant / après », a message's text, a CSV export), by its shape rather than by
// field name, so that a new screen cannot forget a field.
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import { maskEmail } from '../../shared/mask-email.ts';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** International (+33 6 12 34 56 78, whatsapp:+33612345678) and French national (06 12 34 56 78) numbers. */
const INTERNATIONAL_PHONE = /\+\d(?:[\s.()-]?\d){6,16}/g;
const NATIONAL_PHONE = /(?<![\d+])0[1-9](?:[\s.-]?\d{2}){4}(?!\d)/g;

export function maskPersonalText(text: string): string {
  if (!/[@\d]/.test(text)) return text;
  return text
    .replace(EMAIL, maskEmail)
    .replace(INTERNATIONAL_PHONE, (phone) => maskPhoneNumber(phone))
    .replace(NATIONAL_PHONE, (phone) => maskPhoneNumber(phone));
}

export function maskPersonalData<T>(value: T): T {
  if (typeof value === 'string') return maskPersonalText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskPersonalData(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskPersonalData(item)])) as T;
  }
  return value;
}
