import MessagingResponse from 'twilio/lib/twiml/MessagingResponse.js';

/** The TwiML document that makes Twilio send `reply` back to the guest. */
export function toTwiml(reply: string): string {
  const response = new MessagingResponse();
  response.message(reply);
  return response.toString();
}
