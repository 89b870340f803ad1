// The couple's announcements to their guests on WhatsApp (« Annonces » of /wedding/:id), and how each one went.
import { announcementMessages as m } from '../messages/announcements.ts';
import { multilineText, singleLineText } from './input-rules.ts';
import * as z from './zod-fr.ts';

export const MAX_ANNOUNCEMENT = 1000;
export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'undelivered'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Why a connected guest cannot be reached now. */
export const UNREACHABLE_REASONS = ['optedOut', 'outsideWindow'] as const;

/** « Tous les invités », or one household or group of the list. */
const ZAudience = singleLineText
  .trim()
  .max(120, m['announcement.error.audience'])
  .nullish()
  .transform((v) => (v ? v : null));

export const ZAnnouncementInput = z.object({
  body: z
    .string({ error: m['announcement.error.empty'] })
    .trim()
    .min(1, m['announcement.error.empty'])
    .max(MAX_ANNOUNCEMENT, m['announcement.error.tooLong'])
    .pipe(multilineText),
  audience: ZAudience,
});
export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;
export const ZAudienceQuery = z.object({ audience: ZAudience });

/** Who an announcement would reach, and how: text inside the 24-hour window, a template outside, or not at all. */
export const ZAnnouncementReach = z.object({
  audience: z.string().nullable(),
  households: z.array(z.string()),
  text: z.array(z.object({ guestId: z.number().int(), name: z.string().nullable() })),
  template: z.array(z.object({ guestId: z.number().int(), name: z.string().nullable() })),
  unreachable: z.array(
    z.object({
      guestId: z.number().int(),
      name: z.string().nullable(),
      reason: z.enum(UNREACHABLE_REASONS),
    }),
  ),
  /** Listed guests who never wrote: WhatsApp allows no message to them until they do. */
  notConnected: z.number().int(),
  /** Whether sends leave for real (Twilio configured) or stay queued (local). */
  live: z.boolean(),
});
export type TAnnouncementReach = z.infer<typeof ZAnnouncementReach>;

export const ZAnnouncement = z.object({
  id: z.number().int(),
  body: z.string(),
  audience: z.string().nullable(),
  createdAt: z.string(),
  counts: z.record(z.enum(DELIVERY_STATUSES), z.number().int()),
  deliveries: z.array(
    z.object({
      guestId: z.number().int(),
      name: z.string().nullable(),
      mode: z.enum(['text', 'template']),
      status: z.enum(DELIVERY_STATUSES),
      error: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;
