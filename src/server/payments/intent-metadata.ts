// What a PaymentIntent of this product carries in its metadata: which wedding, which half, and the amounts
// agreed when it was created. Webhooks read it back; intents without it belong to something else.
import * as z from 'zod';

export const METADATA_APP = 'assistant-mariage';

const cents = z.coerce.number().int().min(0);

const ZIntentMetadata = z.object({
  app: z.literal(METADATA_APP),
  kind: z.enum(['deposit', 'balance']),
  weddingId: z.coerce.number().int().positive(),
  depositCents: cents,
  balanceCents: cents,
  discountCodeId: z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .pipe(z.number().int().positive().nullable()),
});
export type IntentMetadata = z.infer<typeof ZIntentMetadata>;

/** Stripe metadata values are strings. */
export function toIntentMetadata(m: IntentMetadata): Record<string, string> {
  return {
    app: METADATA_APP,
    kind: m.kind,
    weddingId: String(m.weddingId),
    depositCents: String(m.depositCents),
    balanceCents: String(m.balanceCents),
    // An empty value is how Stripe removes a key when an intent is updated without its code.
    discountCodeId: m.discountCodeId ? String(m.discountCodeId) : '',
  };
}

export function parseIntentMetadata(metadata: Record<string, string>): IntentMetadata | null {
  const parsed = ZIntentMetadata.safeParse(metadata);
  return parsed.success ? parsed.data : null;
}
