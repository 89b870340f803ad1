// The wedding's status as every screen shows it (couple pages and back office). The server decides it
// (src/server/weddings/wedding-status.ts); pages only read it and pick the badge's words and colour here.
import * as z from './schemas/zod-fr.ts';

/** trial: a free trial; awaiting_payment: created, deposit not paid; active: answering guests (paid, or switched
 * on by an administrator); stopped: stopped or switched off; over: a month after the wedding has passed;
 * refunded: the package was given back in full (the couple may pay again). */
export const WEDDING_STATUS_CODES = ['trial', 'awaiting_payment', 'active', 'stopped', 'over', 'refunded'] as const;
export type WeddingStatusCode = (typeof WEDDING_STATUS_CODES)[number];

/** Why guests who open the link get no answer, which decides the button that fixes it. */
export const WEDDING_BLOCKERS = ['payment', 'activation', 'trial_quota', 'over', 'no_link'] as const;
export type WeddingBlocker = (typeof WEDDING_BLOCKERS)[number];

export const ZWeddingStatus = z.object({
  code: z.enum(WEDDING_STATUS_CODES),
  /** The deposit (at least) is paid. */
  paid: z.boolean(),
  /** A guest who opens the link now gets answers: only then is the link presented as ready to send. */
  answersGuests: z.boolean(),
  /** The assistant's switch is on and it was not stopped for good: what the one on/off control shows. */
  switchedOn: z.boolean(),
  /** null when answersGuests. */
  blocker: z.enum(WEDDING_BLOCKERS).nullable(),
  /** Last day (YYYY-MM-DD, Paris) the assistant answers: one month after the wedding. */
  activeUntil: z.string(),
  /** The deposit to pay now (cents) when payment is the blocker, else null. */
  depositCents: z.number().int().nullable(),
});
export type TWeddingStatus = z.infer<typeof ZWeddingStatus>;

/** The badge's colour per status (daisyUI badge modifiers, readable in both themes). */
export const WEDDING_STATUS_TONE: Record<WeddingStatusCode, 'success' | 'warning' | 'info' | 'neutral'> = {
  trial: 'info',
  awaiting_payment: 'warning',
  active: 'success',
  stopped: 'neutral',
  over: 'neutral',
  refunded: 'warning',
};

/**
 * The back office's groups of weddings, each counted and filtered by the server from one definition
 * (server/weddings/wedding-status.ts): a status code, « answering » (guests get answers now), « inactive » (they
 * do not), « balance_failed » (the wedding-day balance was declined: money to recover).
 */
export const WEDDING_BUCKETS = ['answering', 'inactive', ...WEDDING_STATUS_CODES, 'balance_failed'] as const;
export type WeddingBucket = (typeof WEDDING_BUCKETS)[number];
