// The link a couple shares: WhatsApp opens on the business number with `start-<weddingId>` typed in.
export const START_PREFIX = 'start-';

export function whatsappLink(businessNumber: string, weddingId: string): string {
  return `https://wa.me/${businessNumber.replace(/\D/g, '')}?text=${encodeURIComponent(START_PREFIX + weddingId)}`;
}

/** A guest's own link: `start-<weddingId>-<token>` binds the conversation to them on the couple's list. */
export function personalWhatsappLink(businessNumber: string, weddingId: string, token: string): string {
  return whatsappLink(businessNumber, `${weddingId}-${token}`);
}

/** Business number guests write to; the Twilio sandbox number when none is configured. */
export function whatsappNumber(env: { TWILIO_WHATSAPP_NUMBER?: string | undefined }): string {
  return env.TWILIO_WHATSAPP_NUMBER ?? '+14155238886';
}
