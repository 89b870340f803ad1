import MessagingResponse from 'twilio/lib/twiml/MessagingResponse.js';

/** The TwiML document that makes Twilio send `reply` back to the guest; an empty one (nothing sent) for null. */
export function toTwiml(reply: string | null): string {
  const response = new MessagingResponse();
  if (reply !== null) response.message(reply);
  return response.toString();
}
