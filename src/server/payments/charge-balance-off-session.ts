// The balance's off-session charge on the card the deposit saved: one call for the wedding-day job and for the
// back office's « Relancer le paiement », which differ only in when they run and in their idempotency key.
import type { Database } from '../../../db/client.ts';
import { t } from '../../shared/messages/index.ts';
import type { Env } from '../env.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import type { OffSessionResult } from './gateway.ts';
import { toIntentMetadata } from './intent-metadata.ts';
import { paymentGateway } from './payment-gateway.ts';
import { publicUrl } from './public-url.ts';

/** What the balance's actions on one wedding are given (the job, the retry, the payment link). */
export type BalanceActionOptions = { db: Database; config: Env; weddingId: number; now?: Date };

type WeddingWithBalance = WeddingRow & {
  firstPaymentIntentId: string;
  firstPaymentAmount: number;
  remainingPaymentAmount: number;
};

/** A wedding whose deposit and balance are known, so its balance can be charged. */
export function hasKnownBalance(wedding: WeddingRow): wedding is WeddingWithBalance {
  return (
    Boolean(wedding.firstPaymentIntentId) && wedding.firstPaymentAmount !== null && !!wedding.remainingPaymentAmount
  );
}

/** The charge's result, or null when the deposit left no card (or customer) to charge. */
export async function chargeBalanceOffSession({
  db,
  config,
  wedding,
  idempotencyKey,
}: {
  db: Database;
  config: Env;
  wedding: WeddingWithBalance;
  idempotencyKey: string;
}): Promise<OffSessionResult | null> {
  const gateway = paymentGateway({ db, config });
  const deposit = await gateway.retrieveIntent(wedding.firstPaymentIntentId);
  const customerId = wedding.stripeCustomerId ?? deposit?.customerId ?? null;
  if (!deposit?.paymentMethodId || !customerId) return null;
  return gateway.chargeOffSession({
    customerId,
    paymentMethodId: deposit.paymentMethodId,
    amountCents: wedding.remainingPaymentAmount,
    description: t('payment.intent.balance', { bride: wedding.brideName, groom: wedding.groomName }),
    metadata: toIntentMetadata({
      app: 'assistant-mariage',
      kind: 'balance',
      weddingId: wedding.id,
      depositCents: wedding.firstPaymentAmount,
      balanceCents: wedding.remainingPaymentAmount,
      discountCodeId: wedding.discountCodeId,
    }),
    idempotencyKey,
    returnUrl: publicUrl(config, '/couple-payment-success'),
  });
}
