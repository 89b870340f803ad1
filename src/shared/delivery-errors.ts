// A failed delivery's stored error (« STOP », « Twilio 63016 », « Twilio 63016: Outside the allowed window… », a
// network timeout) read as one reason, each Twilio error code by its family.
// Codes: https://www.twilio.com/docs/api/errors and the WhatsApp mapping (twilio.com/docs/whatsapp/api/error-code-mapping).
import { tDeliveryError } from './messages/delivery-errors.ts';

export type DeliveryErrorReason =
  | 'stopped'
  | 'invalidNumber'
  | 'notOnWhatsApp'
  | 'outsideWindow'
  | 'rateLimited'
  | 'declinedByWhatsApp'
  | 'unreachable'
  | 'filtered'
  | 'setup'
  | 'noAnswer'
  | 'other';

const REASON_OF_CODE: Record<string, DeliveryErrorReason> = {
  '21610': 'stopped',
  '21211': 'invalidNumber',
  '21614': 'invalidNumber',
  '63024': 'invalidNumber',
  '63003': 'notOnWhatsApp',
  '63016': 'outsideWindow',
  '63018': 'rateLimited',
  '63032': 'declinedByWhatsApp',
  '63049': 'declinedByWhatsApp',
  '30003': 'unreachable',
  '30005': 'unreachable',
  '30006': 'unreachable',
  '30004': 'filtered',
  '30007': 'filtered',
  '20003': 'setup',
  '20404': 'setup',
  '21606': 'setup',
  '63007': 'setup',
  '63005': 'setup',
};

/** Twilio's error code in a stored error, if it names one (« Twilio 63016 », « Twilio 63016: … »). */
const TWILIO_CODE = /\bTwilio (\d{5})\b/;
/** The sender's own timeout or a network failure: Twilio never answered. */
const NO_ANSWER = /\b(?:timeout|timed out|aborted|fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND)\b/i;

export function deliveryErrorReason(error: string): DeliveryErrorReason {
  if (error.trim() === 'STOP') return 'stopped';
  const code = TWILIO_CODE.exec(error)?.[1];
  if (code) return REASON_OF_CODE[code] ?? 'other';
  return NO_ANSWER.test(error) ? 'noAnswer' : 'other';
}

/**
 * The reason in French, for the couple. An unknown Twilio code is named for whoever helps them; any other text is ours
 * already (« Twilio a signalé « failed » après la remise… ») and shown as it is.
 */
export function explainDeliveryError(error: string): string {
  const reason = deliveryErrorReason(error);
  if (reason !== 'other') return tDeliveryError(`delivery.error.${reason}`);
  const code = TWILIO_CODE.exec(error)?.[0];
  return code ? tDeliveryError('delivery.error.other', { detail: code }) : error;
}
