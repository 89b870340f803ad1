// Sends a guest's WhatsApp message to the app's webhook, signed with Twilio's own helper, and reads the TwiML reply.
import webhooks from 'twilio/lib/webhooks/webhooks.js';
import { TEST_ORIGIN, type createTestApp } from '../../testing/test-app.ts';

export const TEST_TWILIO_TOKEN = 'twilio-test-token';
/** The configuration under which the test app accepts the signed deliveries below. */
export const TWILIO_TEST_ENV = { TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, PUBLIC_BASE_URL: TEST_ORIGIN };

/**
 * The configuration of an app that sends through the local Twilio server at `apiBaseUrl`: the choice buttons'
 * templates and the invitation's (`contentSids`, as TWILIO_CONTENT_SIDS writes them).
 */
export const liveTwilioEnv = (
  apiBaseUrl: string,
  contentSids = 'choice1=HX0c1,choice2=HX0c2,choice3=HX0c3,invitation=HX0inv',
) => ({
  ...TWILIO_TEST_ENV,
  TWILIO_ACCOUNT_SID: 'ACtest',
  TWILIO_WHATSAPP_NUMBER: '+14155238886',
  TWILIO_API_BASE_URL: apiBaseUrl,
  TWILIO_CONTENT_SIDS: contentSids,
});

let counter = 0;

export async function sendSignedWhatsApp(
  app: ReturnType<typeof createTestApp>,
  {
    from,
    body,
    sid,
    profileName = 'Invité',
    extra = {},
  }: { from: string; body: string; sid?: string; profileName?: string; extra?: Record<string, string> },
) {
  const params = {
    MessageSid: sid ?? `SMpriv${Date.now().toString(36)}${String(++counter).padStart(8, '0')}`,
    AccountSid: 'ACtest',
    From: `whatsapp:${from}`,
    To: 'whatsapp:+14155238886',
    Body: body,
    NumMedia: '0',
    ProfileName: profileName,
    WaId: from.replace('+', ''),
    ...extra,
  };
  const signature = webhooks.getExpectedTwilioSignature(
    TEST_TWILIO_TOKEN,
    `${TEST_ORIGIN}/api/whatsapp/webhook`,
    params,
  );
  const res = await app.request('/api/whatsapp/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
  const xml = await res.text();
  const reply = [...xml.matchAll(/<Message>([\s\S]*?)<\/Message>/g)]
    .map((m) => m[1])
    .join('\n')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return { status: res.status, reply, sid: params.MessageSid };
}

/** A status callback for an outbound message (`MessageSid`, `MessageStatus`…), signed as Twilio signs it. */
export async function sendSignedStatus(
  app: ReturnType<typeof createTestApp>,
  params: Record<string, string>,
  token = TEST_TWILIO_TOKEN,
) {
  const signature = webhooks.getExpectedTwilioSignature(token, `${TEST_ORIGIN}/api/whatsapp/status`, params);
  return app.request('/api/whatsapp/status', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}
