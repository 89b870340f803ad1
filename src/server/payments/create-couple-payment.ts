// POST /api/create-couple-payment: the deposit PaymentIntent of a couple's wedding, priced by the server.
// One open intent per wedding: a reload or a new discount code updates it instead of creating another.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TCouplePaymentResponse, TPaymentWeddingData } from '../../shared/schemas/payments.ts';
import type { Env } from '../env.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { DEPOSIT_PAYABLE_STATUSES, isDepositTaken, isWeddingOver } from '../weddings/wedding-status.ts';
import { checkoutGateway } from './checkout-gateway.ts';
import { PAYABLE_STATUSES, type GatewayIntent } from './gateway.ts';
import { toIntentMetadata } from './intent-metadata.ts';
import { quoteCouplePackage } from './quote-couple-package.ts';
import { recordPaymentOutcome } from './record-payment-outcome.ts';

export function toPaymentWeddingData(wedding: WeddingRow): TPaymentWeddingData {
  return {
    id: wedding.id,
    brideName: wedding.brideName,
    groomName: wedding.groomName,
    weddingDate: wedding.weddingDate,
  };
}

/** The couple of the wedding only: an administrator sees the wedding but does not pay for it. */
export function getOwnWedding({ db, id, user }: { db: Database; id: number; user: TSessionUser }): Promise<WeddingRow> {
  return getOwnedWedding({ db, weddingId: id, user, refusal: t('payment.ownerOnly') });
}

export type CreateCouplePaymentOptions = {
  db: Database;
  config: Env;
  user: TSessionUser;
  weddingId: number;
  discountCode: string | null;
  now?: Date;
};

export async function createCouplePayment({
  db,
  config,
  user,
  weddingId,
  discountCode,
  now = new Date(),
}: CreateCouplePaymentOptions): Promise<TCouplePaymentResponse> {
  const wedding = await getOwnWedding({ db, id: weddingId, user });
  const weddingData = toPaymentWeddingData(wedding);
  if (isDepositTaken(wedding)) {
    if (!wedding.firstPaymentIntentId) throw new AppError('CONFLICT', t('payment.alreadyPaid'));
    return { status: 'already_paid', paymentIntentId: wedding.firstPaymentIntentId, weddingData };
  }
  if (isWeddingOver(wedding, now)) throw new AppError('VALIDATION', t('payment.weddingOver'));

  const { gateway, checkout } = checkoutGateway({ db, config });

  const quote = await quoteCouplePackage({ db, weddingDate: wedding.weddingDate, discountCode, now });
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  const customerId = await gateway.ensureCustomer({
    existingId: wedding.stripeCustomerId,
    weddingId: wedding.id,
    email: owner?.email ?? null,
    name: `${wedding.brideName} & ${wedding.groomName}`,
  });
  const metadata = toIntentMetadata({
    app: 'assistant-mariage',
    kind: 'deposit',
    weddingId: wedding.id,
    depositCents: quote.depositCents,
    balanceCents: quote.balanceCents,
    discountCodeId: quote.discountCodeId,
  });

  let intent: GatewayIntent | null = null;
  // A refunded deposit's intent stays succeeded at the provider: paying again takes a new one.
  if (wedding.firstPaymentIntentId && wedding.paymentStatus !== 'refunded') {
    const existing = await gateway.retrieveIntent(wedding.firstPaymentIntentId);
    if (existing?.status === 'succeeded' || existing?.status === 'processing') {
      // Paid (or being paid) but the webhook has not arrived yet: record it now, never take a second deposit.
      if (existing.status === 'succeeded')
        await recordPaymentOutcome({ db, config, intent: existing, outcome: 'succeeded' });
      return { status: 'already_paid', paymentIntentId: existing.id, weddingData };
    }
    if (existing && PAYABLE_STATUSES.has(existing.status) && existing.customerId === customerId) {
      const unchanged = existing.amount === quote.depositCents && sameMetadata(existing.metadata, metadata);
      intent = unchanged
        ? existing
        : await gateway.updateIntent(existing.id, { amountCents: quote.depositCents, metadata });
    }
  }
  intent ??= await gateway.createDepositIntent({
    customerId,
    amountCents: quote.depositCents,
    description: t('payment.intent.deposit', { bride: wedding.brideName, groom: wedding.groomName }),
    metadata,
    // Two clicks at once get the same intent; a replaced intent's id makes the next key different.
    idempotencyKey: `deposit-${wedding.id}-${wedding.firstPaymentIntentId ?? 'first'}-${quote.depositCents}-${quote.discountCodeId ?? 0}`,
    receiptEmail: owner?.email ?? null,
  });
  if (!intent.clientSecret) throw new AppError('UNAVAILABLE', t('payment.unavailable'));

  // The quote is kept with the intent: the amounts the couple is paying, until the payment confirms them.
  await db
    .update(weddings)
    .set({
      stripeCustomerId: customerId,
      firstPaymentIntentId: intent.id,
      firstPaymentAmount: quote.depositCents,
      remainingPaymentAmount: quote.balanceCents,
      discountCodeId: quote.discountCodeId,
    })
    .where(and(eq(weddings.id, wedding.id), inArray(weddings.paymentStatus, [...DEPOSIT_PAYABLE_STATUSES])));

  const { discountCodeId: _id, ...summary } = quote;
  return {
    status: 'requires_payment',
    ...checkout({ id: intent.id, clientSecret: intent.clientSecret }),
    weddingData: {
      ...weddingData,
      totalPrice: quote.totalCents,
      firstPaymentAmount: quote.depositCents,
      remainingPaymentAmount: quote.balanceCents,
    },
    summary,
  };
}

function sameMetadata(current: Record<string, string>, wanted: Record<string, string>): boolean {
  return Object.entries(wanted).every(([key, value]) => (current[key] ?? '') === value);
}
