// What a PaymentIntent that succeeded or failed does to our records. One path for the webhook, the success
// page, the balance job and the simulated checkout. Every step is conditional on the current state, so a replay,
// two callers racing, or events arriving out of order never pay, count or e-mail twice, and never move a wedding
// backwards (a late "failed" after "succeeded" changes nothing).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { discountCodes, transactions, users, weddings } from '../../../db/schema/index.ts';
import { balanceFailedEmail, balancePaidEmail, depositConfirmedEmail } from '../email/payment-emails.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { Env } from '../env.ts';
import { t } from '../../shared/messages/index.ts';
import type { GatewayIntent } from './gateway.ts';
import { parseIntentMetadata, type IntentMetadata } from './intent-metadata.ts';
import { issueInvoice } from './issue-invoice.ts';
import { publicUrl } from './public-url.ts';

/** What the card was charged: the amount received once it succeeded. */
function paidAmount(intent: GatewayIntent): number {
  return intent.amountReceived > 0 ? intent.amountReceived : intent.amount;
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
type WeddingRow = typeof weddings.$inferSelect;

export type PaymentOutcome = 'succeeded' | 'failed';

/** The sale a package's payments belong to (see the back office's platform figures). */
export function packageSaleRef(weddingId: number): string {
  return `package:${weddingId}`;
}

export type RecordResult =
  | { recorded: false; reason: 'not_ours' | 'wedding_missing' }
  | {
      recorded: true;
      kind: 'deposit' | 'balance';
      weddingId: number;
      changed: boolean;
      paymentStatus: WeddingRow['paymentStatus'];
    };

const DESCRIPTIONS = {
  deposit: 'payment.description.deposit',
  balance: 'payment.description.balance',
} as const;

async function upsertTransaction(
  db: Db,
  values: {
    intent: GatewayIntent;
    /** From our own order for the intent, never from the event. */
    amountCents: number;
    status: 'completed' | 'failed';
    kind: 'deposit' | 'balance';
    userId: string | null;
    weddingId: number | null;
    /** A free trial bought as the couple package. */
    fromTrial?: boolean;
    /** Both halves of a package are one sale, even once the wedding is deleted. */
    saleRef: string;
  },
) {
  const { intent, status, kind, amountCents: amount } = values;
  const described = t(DESCRIPTIONS[kind]);
  const description =
    status === 'failed' && intent.lastError?.message
      ? t('payment.description.failed', { description: described, reason: intent.lastError.message })
      : described;
  await db
    .insert(transactions)
    .values({
      userId: values.userId,
      weddingId: values.weddingId,
      amount,
      currency: intent.currency.toUpperCase(),
      type: values.fromTrial ? 'trial_conversion' : 'payment',
      status,
      description,
      paymentMethod: intent.paymentMethodId,
      stripePaymentId: intent.id,
      saleRef: values.saleRef,
    })
    .onConflictDoUpdate({
      target: transactions.stripePaymentId,
      set: { status, amount, description, paymentMethod: intent.paymentMethodId },
      // A completed payment stays completed whatever arrives after it.
      // A refunded one stays refunded (a late replay of the deposit's success after its refund).
      setWhere:
        status === 'failed'
          ? sql`${transactions.status} not in ('completed', 'refunded')`
          : sql`${transactions.status} <> 'refunded'`,
    });
}

export async function recipientOf(db: Db, wedding: WeddingRow): Promise<string | null> {
  if (wedding.userId) {
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, wedding.userId));
    if (owner?.email) return owner.email;
  }
  return wedding.contactEmail;
}

export type RecordPaymentOutcomeOptions = { db: Db; config: Env; intent: GatewayIntent; outcome: PaymentOutcome };

/** All of a payment's effects, or none: one database transaction (a savepoint inside the webhook's). */
export async function recordPaymentOutcome({
  db,
  config,
  intent,
  outcome,
}: RecordPaymentOutcomeOptions): Promise<RecordResult> {
  const meta = parseIntentMetadata(intent.metadata);
  if (!meta) return { recorded: false, reason: 'not_ours' };
  return db.transaction((tx) => record(tx, config, intent, outcome, meta));
}

async function record(
  db: Tx,
  config: Env,
  intent: GatewayIntent,
  outcome: PaymentOutcome,
  meta: IntentMetadata,
): Promise<RecordResult> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, meta.weddingId));
  if (!wedding) {
    // Money moved for a wedding deleted since: keep the trace for the accounts (the order went with the wedding).
    await upsertTransaction(db, {
      intent,
      amountCents: intent.amount,
      status: outcome === 'succeeded' ? 'completed' : 'failed',
      kind: meta.kind,
      userId: null,
      weddingId: null,
      saleRef: packageSaleRef(meta.weddingId),
    });
    return { recorded: false, reason: 'wedding_missing' };
  }
  const base = { db, config, intent, wedding, meta: orderOf(wedding, meta) };
  if (meta.kind === 'deposit') return outcome === 'succeeded' ? depositSucceeded(base) : depositFailed(base);
  return outcome === 'succeeded' ? balanceSucceeded(base) : balanceFailed(base);
}

/**
 * The amounts and code of our own order for the wedding (stored when its deposit intent was created), in the
 * metadata's shape: what is booked and e-mailed, whatever the intent says. An intent from before the order was
 * stored keeps its metadata.
 */
function orderOf(wedding: WeddingRow, meta: IntentMetadata): IntentMetadata {
  if (wedding.firstPaymentAmount === null || wedding.remainingPaymentAmount === null) return meta;
  return {
    ...meta,
    depositCents: wedding.firstPaymentAmount,
    balanceCents: wedding.remainingPaymentAmount,
    discountCodeId: wedding.discountCodeId,
  };
}

type StepOptions = {
  db: Db;
  config: Env;
  intent: GatewayIntent;
  wedding: WeddingRow;
  meta: IntentMetadata;
};

function result(kind: 'deposit' | 'balance', wedding: WeddingRow, changed: boolean): RecordResult {
  return { recorded: true, kind, weddingId: wedding.id, changed, paymentStatus: wedding.paymentStatus };
}

/** A refunded package bought again: a new deposit, never the refunded one's success arriving late. */
function paidAgainAfterRefundSql(intentId: string) {
  return and(
    eq(weddings.paymentStatus, 'refunded'),
    sql`not exists (select 1 from ${transactions} t where t."stripe_payment_id" = ${intentId} and t."refunded_amount" > 0)`,
  );
}

/** The package's transaction for this intent; a bought free trial's deposit counts as its conversion. */
function bookPackagePayment(
  db: Db,
  { intent, wedding }: Pick<StepOptions, 'intent' | 'wedding'>,
  kind: 'deposit' | 'balance',
  status: 'completed' | 'failed',
  amountCents: number,
) {
  return upsertTransaction(db, {
    intent,
    amountCents,
    status,
    kind,
    userId: wedding.userId,
    weddingId: wedding.id,
    saleRef: packageSaleRef(wedding.id),
    fromTrial: kind === 'deposit' && wedding.isTrialMode,
  });
}

/** Moves the wedding's balance to its outcome from the statuses it may come from; undefined when it was not in one. */
async function moveBalance(
  db: Db,
  { intent, wedding }: Pick<StepOptions, 'intent' | 'wedding'>,
  to: 'paid' | 'balance_failed',
  from: WeddingRow['paymentStatus'][],
): Promise<WeddingRow | undefined> {
  const [updated] = await db
    .update(weddings)
    .set({ paymentStatus: to, remainingPaymentIntentId: intent.id, remainingPaymentScheduled: false })
    .where(and(eq(weddings.id, wedding.id), inArray(weddings.paymentStatus, from)))
    .returning();
  return updated;
}

/** Queues an e-mail to the couple, when the wedding has an address to write to. */
async function emailCouple(db: Db, wedding: WeddingRow, email: { subject: string; body: string }, dedupeKey: string) {
  const to = await recipientOf(db, wedding);
  if (to) await queueEmail({ db, to, ...email, weddingId: wedding.id, dedupeKey });
}

async function depositSucceeded({ db, config, intent, wedding, meta }: StepOptions): Promise<RecordResult> {
  await bookPackagePayment(db, { intent, wedding }, 'deposit', 'completed', meta.depositCents);
  const [updated] = await db
    .update(weddings)
    .set({
      paymentStatus: 'deposit_paid',
      stripeCustomerId: intent.customerId ?? wedding.stripeCustomerId,
      firstPaymentIntentId: intent.id,
      firstPaymentAmount: meta.depositCents,
      remainingPaymentAmount: meta.balanceCents,
      discountCodeId: meta.discountCodeId,
      // The balance is now due on the wedding day (the daily job charges it).
      remainingPaymentScheduled: meta.balanceCents > 0,
      botActive: true,
      assistantStopped: false,
      // A free trial bought as the package loses its question limit.
      isTrialMode: false,
    })
    .where(
      and(
        eq(weddings.id, wedding.id),
        or(inArray(weddings.paymentStatus, ['pending', 'failed']), paidAgainAfterRefundSql(intent.id)),
      ),
    )
    .returning();
  if (!updated) return result('deposit', wedding, false);

  // Counted once per purchase: only the call that moved the wedding to 'deposit_paid' gets here.
  if (meta.discountCodeId) {
    await db
      .update(discountCodes)
      .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
      .where(eq(discountCodes.id, meta.discountCodeId));
  }
  if (updated.userId) {
    await db
      .update(users)
      .set({ subscriptionStatus: 'active', subscriptionPlan: 'couple' })
      .where(eq(users.id, updated.userId));
  }
  const invoice = await issueInvoice({
    db,
    config,
    paymentIntentId: intent.id,
    kind: 'deposit',
    wedding: updated,
    totalCents: paidAmount(intent),
  });
  const email = depositConfirmedEmail({
    wedding: updated,
    depositCents: meta.depositCents,
    balanceCents: meta.balanceCents,
    dashboardUrl: publicUrl(config, '/couple-dashboard'),
    invoice,
  });
  await emailCouple(db, updated, email, `email:deposit:${intent.id}`);
  return result('deposit', updated, true);
}

async function depositFailed({ db, intent, wedding, meta }: StepOptions): Promise<RecordResult> {
  await bookPackagePayment(db, { intent, wedding }, 'deposit', 'failed', meta.depositCents);
  const [updated] = await db
    .update(weddings)
    .set({ paymentStatus: 'failed' })
    .where(and(eq(weddings.id, wedding.id), eq(weddings.paymentStatus, 'pending')))
    .returning();
  return result('deposit', updated ?? wedding, Boolean(updated));
}

async function balanceSucceeded({ db, config, intent, wedding, meta }: StepOptions): Promise<RecordResult> {
  await bookPackagePayment(db, { intent, wedding }, 'balance', 'completed', meta.balanceCents);
  const updated = await moveBalance(db, { intent, wedding }, 'paid', ['deposit_paid', 'balance_failed']);
  if (!updated) return result('balance', wedding, false);
  const invoice = await issueInvoice({
    db,
    config,
    paymentIntentId: intent.id,
    kind: 'balance',
    wedding: updated,
    totalCents: paidAmount(intent),
  });
  const email = balancePaidEmail({ wedding: updated, balanceCents: meta.balanceCents, invoice });
  await emailCouple(db, updated, email, `email:balance-paid:${intent.id}`);
  return result('balance', updated, true);
}

async function balanceFailed({ db, config, intent, wedding, meta }: StepOptions): Promise<RecordResult> {
  await bookPackagePayment(db, { intent, wedding }, 'balance', 'failed', meta.balanceCents);
  const updated = await moveBalance(db, { intent, wedding }, 'balance_failed', ['deposit_paid']);
  if (!updated) return result('balance', wedding, false);
  const email = balanceFailedEmail({
    wedding: updated,
    balanceCents: meta.balanceCents,
    reason: intent.lastError?.message ?? null,
    payUrl: publicUrl(config, `/balance-payment?weddingId=${updated.id}`),
  });
  await emailCouple(db, updated, email, `email:balance-failed:${intent.id}`);
  return result('balance', updated, true);
}
