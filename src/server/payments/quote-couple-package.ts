// The price of the couple package for one wedding: the active couple plan (95 € if none), minus a valid
// discount code, split into the 50 % deposit and the balance charged on the wedding day.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { discountCodes, pricingPlans } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import {
  COUPLE_DEFAULT_PRICE_CENTS,
  MIN_CHARGE_CENTS,
  PAYMENT_CURRENCY,
  discountCents as discountOf,
  isDiscountExpired,
  splitDeposit,
} from '../../shared/payments.ts';
import type { TPaymentSummary } from '../../shared/schemas/payments.ts';
import { packageActiveUntil } from '../weddings/wedding-status.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export type CoupleQuote = TPaymentSummary & { discountCodeId: number | null };

/** The code if it can be used now for the couple plan; otherwise a 400 saying why, in French. */
export async function findUsableDiscountCode({
  db,
  code,
  now,
}: {
  db: Database;
  code: string;
  now: Date;
}): Promise<DiscountCodeRow> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase())).limit(1);
  if (!row) throw new AppError('VALIDATION', t('payment.discount.unknown'));
  if (!row.isActive) throw new AppError('VALIDATION', t('payment.discount.inactive'));
  if (isDiscountExpired(row.expiresAt, now)) throw new AppError('VALIDATION', t('payment.discount.expired'));
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit)
    throw new AppError('VALIDATION', t('payment.discount.exhausted'));
  // An empty list means "every plan" (the back office's default).
  if (row.applicablePlans.length > 0 && !row.applicablePlans.includes('couple')) {
    throw new AppError('VALIDATION', t('payment.discount.notApplicable'));
  }
  return row;
}

export type QuoteOptions = { db: Database; weddingDate: string; discountCode: string | null; now?: Date };

export async function quoteCouplePackage({
  db,
  weddingDate,
  discountCode,
  now = new Date(),
}: QuoteOptions): Promise<CoupleQuote> {
  const [plan] = await db
    .select({ name: pricingPlans.name, priceCents: pricingPlans.priceCents, currency: pricingPlans.currency })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.type, 'couple'), eq(pricingPlans.isActive, true)))
    .limit(1);
  const priceCents = plan?.priceCents ?? COUPLE_DEFAULT_PRICE_CENTS;

  const code = discountCode ? await findUsableDiscountCode({ db, code: discountCode, now }) : null;
  const discountCents = code ? discountOf(priceCents, code) : 0;
  const totalCents = priceCents - discountCents;
  const { depositCents, balanceCents } = splitDeposit(totalCents);
  // Each half is a card charge of its own: below Stripe's minimum it cannot be taken online.
  if (code && Math.min(depositCents, balanceCents) < MIN_CHARGE_CENTS)
    throw new AppError('VALIDATION', t('payment.discount.tooLarge'));

  return {
    planName: plan?.name ?? 'Couple',
    currency: plan?.currency ?? PAYMENT_CURRENCY,
    priceCents,
    discountCode: code?.code ?? null,
    discountCodeId: code?.id ?? null,
    discountCents,
    totalCents,
    depositCents,
    balanceCents,
    balanceDate: weddingDate,
    activeUntil: packageActiveUntil(weddingDate),
  };
}
