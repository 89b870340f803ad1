// A household's answer to one part of the day, as the guest list and the households both show it: its own small file,
// so that the guests' WhatsApp bundle, which reads households, does not carry the whole guest list's schemas.
import * as z from './zod-fr.ts';

export const RSVP_STATUSES = ['yes', 'no', 'maybe'] as const;
export type TRsvpStatus = (typeof RSVP_STATUSES)[number];

/** A household's answer to one part of the day (partId null: to the invitation, the wedding having no parts). */
export const ZPartAnswer = z.object({
  partId: z.number().int().nullable(),
  status: z.enum(RSVP_STATUSES),
  partySize: z.number().int().nullable(),
  /** A yes that has not said how many come: counted 1, and the screens say so (uncountedAnswer). */
  uncounted: z.boolean(),
});
export type TPartAnswer = z.infer<typeof ZPartAnswer>;
