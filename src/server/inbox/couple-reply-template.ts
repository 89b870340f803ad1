import type { Env } from '../env.ts';
import { parseContentSids } from '../twilio/send-whatsapp.ts';

/**
 * The approved WhatsApp template « Réponse des mariés » (`couple_reply=HX…` in TWILIO_CONTENT_SIDS), used outside the
 * 24-hour window. Two variables: {{1}} the couple's names (« Camille et Julien »), {{2}} their reply.
 */
export const coupleReplyTemplate = (config: Pick<Env, 'TWILIO_CONTENT_SIDS'>) =>
  parseContentSids(config.TWILIO_CONTENT_SIDS).couple_reply ?? null;
