// The action inbox at the top of the back office's dashboard: what needs a person now, each item with its record.
import * as z from './zod-fr.ts';

const ZWeddingRef = z.object({ id: z.number().int(), names: z.string(), weddingDate: z.string() });

export const ZInboxFailedBalance = z.object({
  wedding: ZWeddingRef,
  email: z.string().nullable(),
  amountCents: z.number().int(),
  /** Charges of the balance the bank declined so far. */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

export const ZInboxUndelivered = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp']),
  /** An e-mail address in full, a phone number masked. */
  recipient: z.string(),
  subject: z.string().nullable(),
  wedding: ZWeddingRef.nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});

export const ZInboxUnanswered = z.object({
  wedding: ZWeddingRef,
  /** Questions the assistant could not answer, left by the couple for more than two days. */
  questions: z.number().int(),
  oldest: z.string(),
  sample: z.string(),
});

export const ZInboxSilentWedding = z.object({ wedding: ZWeddingRef, statusCode: z.string() });

export const ZActionInbox = z.object({
  failedBalances: z.array(ZInboxFailedBalance),
  undelivered: z.array(ZInboxUndelivered),
  unansweredQuestions: z.array(ZInboxUnanswered),
  /** Weddings within seven days whose guests get no answer. */
  silentWeddings: z.array(ZInboxSilentWedding),
  total: z.number().int(),
});
export type TActionInbox = z.infer<typeof ZActionInbox>;

export const ZInboxActionResponse = z.object({
  message: z.string(),
  outcome: z.enum(['paid', 'failed', 'pending', 'sent', 'queued']),
});
export type TInboxActionResponse = z.infer<typeof ZInboxActionResponse>;
