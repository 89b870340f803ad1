import { z } from './zod-fr.ts';

/** The fields of Twilio's inbound WhatsApp webhook the assistant uses (form-encoded). */
export const ZTwilioInbound = z.object({
  MessageSid: z.string().min(1).max(64),
  From: z
    .string()
    .transform((v) => v.replace(/^whatsapp:/, '').trim())
    .pipe(z.string().regex(/^\+\d{6,15}$/)),
  Body: z.string().max(4096).default(''),
  ProfileName: z.string().max(200).optional(),
});
export type TTwilioInbound = z.infer<typeof ZTwilioInbound>;
