import * as z from './zod-fr.ts';

/** The fields of Twilio's inbound WhatsApp webhook the assistant uses (form-encoded). */
export const ZTwilioInbound = z.object({
  MessageSid: z.string().min(1).max(64),
  From: z
    .string()
    .transform((v) => v.replace(/^whatsapp:/, '').trim())
    .pipe(z.string().regex(/^\+\d{6,15}$/)),
  Body: z.string().max(4096).default(''),
  ProfileName: z.string().max(200).optional(),
  /** A tapped quick-reply button: the id we gave it (`choice-2`) and its title. */
  ButtonPayload: z.string().max(256).optional(),
  ButtonText: z.string().max(256).optional(),
  /** A photo, a voice note, a video or a file sent: how many, and the first one's type (`audio/ogg`). */
  NumMedia: z.coerce.number().int().min(0).max(10).optional(),
  MediaContentType0: z.string().max(100).optional(),
});
export type TTwilioInbound = z.infer<typeof ZTwilioInbound>;

/** Twilio's status callback for an outbound message, its status mapped onto the delivery statuses the couple sees. */
const TWILIO_STATUS: Record<string, 'queued' | 'sent' | 'delivered' | 'read' | 'failed' | 'undelivered'> = {
  accepted: 'queued',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'queued',
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
  undelivered: 'undelivered',
  canceled: 'failed',
};
export const ZTwilioStatusCallback = z.object({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().transform((v, ctx) => {
    const status = TWILIO_STATUS[v.toLowerCase()];
    if (!status) ctx.addIssue({ code: 'custom', message: 'Statut de message inconnu.' });
    return status ?? z.NEVER;
  }),
  ErrorCode: z.string().max(16).optional(),
});
