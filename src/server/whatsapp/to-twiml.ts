import MessagingResponse from 'twilio/lib/twiml/MessagingResponse.js';
import { splitForWhatsApp } from './split-for-whatsapp.ts';

/**
 * The TwiML document that makes Twilio send `reply` back to the guest (several messages when it is long, each
 * ending on a whole sentence); an empty one (nothing sent) for null.
 */
export function toTwiml(reply: string | null): string {
  const response = new MessagingResponse();
  if (reply !== null) for (const part of splitForWhatsApp(reply)) response.message(part);
  return response.toString();
}
