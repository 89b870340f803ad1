// X-Twilio-Signature check with Twilio's own validator (deep import: the full SDK costs ~0.5 s to load).
import webhooks from 'twilio/lib/webhooks/webhooks.js';

export function isValidTwilioSignature({
  authToken,
  signature,
  url,
  params,
}: {
  authToken: string | undefined;
  signature: string | undefined;
  url: string;
  params: Record<string, string>;
}): boolean {
  if (!authToken || !signature) return false;
  return webhooks.validateRequest(authToken, signature, url, params);
}
