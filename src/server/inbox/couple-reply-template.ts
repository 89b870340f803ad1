import { AppError } from '../../shared/errors.ts';
import { tInbox } from '../../shared/messages/inbox.ts';
import { inSessionWindow } from '../announcements/reach-guests.ts';
import type { Env } from '../env.ts';
import { parseContentSids } from '../twilio/send-whatsapp.ts';

/**
 * The approved WhatsApp template « Réponse des mariés » (`couple_reply=HX…` in TWILIO_CONTENT_SIDS), used outside the
 * 24-hour window. Two variables: {{1}} the couple's names (« Camille et Julien »), {{2}} their reply.
 */
export const coupleReplyTemplate = (config: Pick<Env, 'TWILIO_CONTENT_SIDS'>) =>
  parseContentSids(config.TWILIO_CONTENT_SIDS).couple_reply ?? null;

/**
 * How the couple's reply may reach a guest whose last message came at `lastInteraction`: plain text inside WhatsApp's
 * 24-hour window, the template outside it; refused (409) outside it when no template is approved.
 */
export function coupleReplyMode(lastInteraction: Date | null, now: Date, config: Pick<Env, 'TWILIO_CONTENT_SIDS'>) {
  if (inSessionWindow(lastInteraction, now)) return 'text' as const;
  if (!coupleReplyTemplate(config)) throw new AppError('CONFLICT', tInbox('inbox.error.outsideWindow'));
  return 'template' as const;
}
