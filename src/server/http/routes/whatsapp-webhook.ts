// Twilio's inbound WhatsApp webhook: signed, idempotent, answered in TwiML.
import { Hono, type Context } from 'hono';
import { AppError } from '../../../shared/errors.ts';
import { t } from '../../../shared/messages/index.ts';
import { findControlCharacters } from '../../../shared/schemas/input-rules.ts';
import { ZTwilioInbound, ZTwilioStatusCallback } from '../../../shared/schemas/whatsapp.ts';
import { STATUS_CALLBACK_PATH } from '../../announcements/deliver-announcements.ts';
import { recordDeliveryStatus } from '../../announcements/record-delivery-status.ts';
import { answerGuestMessage } from '../../whatsapp/answer-guest-message.ts';
import { recordReplyStatus } from '../../inbox/record-reply-status.ts';
import { toTwiml } from '../../whatsapp/to-twiml.ts';
import { sendChoiceButtons } from '../../whatsapp/send-choice-buttons.ts';
import { hostWaitUntil } from '../after-response.ts';
import { isValidTwilioSignature } from '../../whatsapp/verify-twilio-signature.ts';
import { parseInput } from '../read-input.ts';
import { siteBaseUrl } from '../../site-origins.ts';
import type { AppEnv } from '../types.ts';

export const WEBHOOK_PATH = '/api/whatsapp/webhook';

/** Twilio's form, refused unless signed with the auth token over this very URL. */
async function signedParams(c: Context<AppEnv>, path: string) {
  const body = await c.req.parseBody().catch(() => null);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(body ?? {})) if (typeof value === 'string') params[key] = value;
  const signed = isValidTwilioSignature({
    authToken: c.env.config.TWILIO_AUTH_TOKEN,
    signature: c.req.header('x-twilio-signature'),
    url: siteBaseUrl(c.env.config) + path,
    params,
  });
  if (!signed) throw new AppError('FORBIDDEN', t('wa.invalidSignature'));
  return params;
}

export const whatsappWebhookRoutes = new Hono<AppEnv>()
  // Sent, delivered, read or failed: what Twilio reports of the couple's announcements and inbox replies.
  .post('/status', async (c) => {
    const params = await signedParams(c, STATUS_CALLBACK_PATH);
    const { MessageSid, MessageStatus, ErrorCode } = parseInput(ZTwilioStatusCallback, params);
    const update = { db: c.env.db, sid: MessageSid, status: MessageStatus, errorCode: ErrorCode ?? null };
    await recordDeliveryStatus(update);
    await recordReplyStatus(update);
    return c.body(null, 204);
  })
  .post('/webhook', async (c) => {
    const params = await signedParams(c, WEBHOOK_PATH);
    // The guest gets a French answer on WhatsApp, where a 400 would leave them without any.
    if (findControlCharacters(params) !== null) return twiml(c, t('wa.controlCharacters'));

    const form = parseInput(ZTwilioInbound, params);
    const { reply, choices } = await answerGuestMessage({
      db: c.env.db,
      config: c.env.config,
      form,
    });
    // The numbered text goes in the TwiML; the same choices follow as buttons, after the answer has left.
    if (choices)
      runAfterResponse(
        c,
        sendChoiceButtons({
          config: c.env.config,
          to: choices.to,
          choices: choices.options,
          language: choices.language,
          intro: choices.intro,
        }),
      );
    return twiml(c, reply);
  });

/** Buttons are a convenience: a failure is logged, the numbered text already reached the guest. */
function runAfterResponse(c: Context<AppEnv>, work: Promise<unknown>) {
  const settled = work.catch((error: unknown) =>
    console.warn(`[whatsapp] boutons de choix non envoyés : ${error instanceof Error ? error.message : String(error)}`),
  );
  hostWaitUntil(c)?.(settled);
}

function twiml(c: Context<AppEnv>, reply: string | null) {
  return c.body(toTwiml(reply), 200, {
    'Content-Type': 'text/xml; charset=utf-8',
  });
}
