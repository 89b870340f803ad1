// Outbound WhatsApp through Twilio's Messages REST API: an approved template (ContentSid) when one is given,
// since automatic messages fall outside the 24-hour window; plain text otherwise.
import * as z from 'zod';
import type { Env } from '../env.ts';

export type TwilioCredentials = { accountSid: string; authToken: string; from: string };

/** What the senders of WhatsApp messages read of the configuration. */
export type TwilioConfig = Pick<
  Env,
  'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_WHATSAPP_NUMBER' | 'TWILIO_CONTENT_SIDS' | 'TWILIO_API_BASE_URL'
>;

/** The account's credentials, or null where Twilio is not configured (locally the outbox is the delivery). */
export function twilioCredentials(config: TwilioConfig): TwilioCredentials | null {
  return config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_WHATSAPP_NUMBER
    ? {
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        from: config.TWILIO_WHATSAPP_NUMBER,
      }
    : null;
}

export type SendWhatsAppOptions = {
  credentials: TwilioCredentials;
  to: string;
  body: string;
  contentSid?: string | undefined;
  contentVariables?: Record<string, string>;
  /** Where Twilio posts this message's sent / delivered / read / failed statuses. */
  statusCallback?: string | undefined;
  /** Twilio's REST API: `twilioApiBase(config)`, which tests and staging point at a server of their own. */
  apiBaseUrl: string;
  timeoutMs?: number;
};

/** Where every call to Twilio's REST API goes: TWILIO_API_BASE_URL when set (tests, staging), else Twilio itself. */
export function twilioApiBase(config: { TWILIO_API_BASE_URL?: string | undefined }): string {
  return config.TWILIO_API_BASE_URL ?? 'https://api.twilio.com';
}

const ZTwilioMessage = z.object({ sid: z.string() });
const ZTwilioError = z.object({ code: z.number().optional(), message: z.string() });

export async function sendWhatsApp({
  credentials,
  to,
  body,
  contentSid,
  contentVariables,
  statusCallback,
  apiBaseUrl,
  timeoutMs = 10_000,
}: SendWhatsAppOptions) {
  const form = new URLSearchParams({ From: `whatsapp:${credentials.from}`, To: `whatsapp:${to}` });
  if (statusCallback) form.set('StatusCallback', statusCallback);
  if (contentSid) {
    form.set('ContentSid', contentSid);
    if (contentVariables) form.set('ContentVariables', JSON.stringify(contentVariables));
  } else {
    form.set('Body', body);
  }
  const res = await fetch(
    `${apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    },
  );
  const json: unknown = await res.json().catch(() => ({}));
  if (!res.ok) {
    // « Twilio 63016: … »: Twilio's own code first, which the couple's screens explain (shared/delivery-errors.ts).
    const error = ZTwilioError.safeParse(json);
    const code = error.success && error.data.code ? error.data.code : `HTTP ${res.status}`;
    throw new Error(`Twilio ${code}: ${error.success ? error.data.message : 'réponse inattendue'}`);
  }
  return ZTwilioMessage.parse(json);
}

/** `reminder_24h=HX1,thank_you=HX2` -> { reminder_24h: 'HX1', thank_you: 'HX2' } */
export function parseContentSids(raw: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (raw ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}
