// The one home of a wedding's status rules: trial or not, paid or not, until when the package runs (a month
// after the wedding, Paris calendar), whether guests get answers and what is missing. Every screen shows the
// status computed here (couple pages and back office), the WhatsApp webhook and the bot switch obey it.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { Database } from '../../../db/client.ts';
import { pricingPlans, weddings } from '../../../db/schema/index.ts';
import { COUPLE_DEFAULT_PRICE_CENTS, splitDeposit } from '../../shared/payments.ts';
import type { TWeddingStatus, WeddingBlocker, WeddingBucket, WeddingStatusCode } from '../../shared/wedding-status.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import type { WeddingRow } from './to-wedding-dto.ts';

export const TRIAL_PREFIX = 'trial-';
/** The package (or at least its deposit) is paid: the couple may switch the assistant on. */
export const PAID_PAYMENT_STATUSES = ['deposit_paid', 'paid', 'balance_failed'] as const;
/** A deposit is held for this wedding: never take a second one. A refunded deposit is no longer held: the couple may pay again. */
export const DEPOSIT_TAKEN_STATUSES: ReadonlySet<WeddingRow['paymentStatus']> = new Set([
  'deposit_paid',
  'paid',
  'balance_failed',
]);
/** The wedding's deposit may be taken: never paid, declined, or refunded in full. */
export const DEPOSIT_PAYABLE_STATUSES = ['pending', 'failed', 'refunded'] as const;

const PAID_SQL_LIST = sql.raw(`(${PAID_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`);
/** Trial ids start with `trial-` (spec 001 section 2); the flag says the same for trials created by the site. */
export const isTrialSql: SQL<boolean> = sql<boolean>`(${weddings.isTrialMode} or ${weddings.weddingId} like ${TRIAL_PREFIX + '%'})`;
export const isPaidSql: SQL<boolean> = sql<boolean>`(${weddings.paymentStatus} in ${PAID_SQL_LIST})`;

/** Born as a free trial (the back office's « Essai » type), even once bought as the package. */
export function isTrialWedding(w: Pick<WeddingRow, 'isTrialMode' | 'weddingId'>): boolean {
  return w.isTrialMode || w.weddingId.startsWith(TRIAL_PREFIX);
}

export function isPaidWedding(w: Pick<WeddingRow, 'paymentStatus'>): boolean {
  return (PAID_PAYMENT_STATUSES as readonly string[]).includes(w.paymentStatus);
}

export function isDepositTaken(w: Pick<WeddingRow, 'paymentStatus'>): boolean {
  return DEPOSIT_TAKEN_STATUSES.has(w.paymentStatus);
}

/** Spec 000 section 9: the package stays active until one month after the wedding (YYYY-MM-DD). */
export function packageActiveUntil(weddingDate: string): string {
  return format(addMonths(parseISO(weddingDate), 1), 'yyyy-MM-dd');
}

/** Over once the Paris calendar has passed the last active day. */
export function isWeddingOver(w: Pick<WeddingRow, 'weddingDate'>, now: Date): boolean {
  return packageActiveUntil(w.weddingDate) < parisDate(now);
}

/** A wedding date the couple may choose when creating a wedding: today or later, in Paris. */
export function isPastWeddingDate(weddingDate: string, now: Date): boolean {
  return weddingDate < parisDate(now);
}

export function trialQuotaReached(
  w: Pick<WeddingRow, 'isTrialMode' | 'trialQuestionsUsed' | 'trialMaxQuestions'>,
): boolean {
  return w.isTrialMode && w.trialQuestionsUsed >= w.trialMaxQuestions;
}

type StatusInput = Pick<
  WeddingRow,
  | 'weddingId'
  | 'weddingDate'
  | 'botActive'
  | 'assistantStopped'
  | 'isTrialMode'
  | 'trialQuestionsUsed'
  | 'trialMaxQuestions'
  | 'paymentStatus'
  | 'whatsappLink'
>;

function statusCode(w: StatusInput, now: Date): WeddingStatusCode {
  if (w.paymentStatus === 'refunded') return 'refunded';
  if (isWeddingOver(w, now)) return 'over';
  if (w.assistantStopped) return 'stopped';
  if (w.isTrialMode && !isPaidWedding(w)) return 'trial';
  if (w.botActive) return 'active';
  return isPaidWedding(w) ? 'stopped' : 'awaiting_payment';
}

function blockerOf(w: StatusInput, code: WeddingStatusCode, now: Date): WeddingBlocker | null {
  if (code === 'over' || isWeddingOver(w, now)) return 'over';
  if (code === 'refunded') return 'payment';
  if (code === 'awaiting_payment') return 'payment';
  if (code === 'stopped' || !w.botActive) return 'activation';
  if (trialQuotaReached(w)) return 'trial_quota';
  if (!w.whatsappLink) return 'no_link';
  return null;
}

export type StatusContext = {
  now: Date;
  /** The couple package's deposit, shown on the pay button. */ depositCents: number;
};

export function weddingStatus(w: StatusInput, { now, depositCents }: StatusContext): TWeddingStatus {
  const code = statusCode(w, now);
  const blocker = blockerOf(w, code, now);
  return {
    code,
    paid: isPaidWedding(w),
    answersGuests: blocker === null,
    switchedOn: w.botActive && !w.assistantStopped,
    blocker,
    activeUntil: packageActiveUntil(w.weddingDate),
    depositCents: blocker === 'payment' ? depositCents : null,
  };
}

/** What the status needs besides the wedding: the time and the couple plan's deposit (one query). */
export async function loadStatusContext({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<StatusContext> {
  const [plan] = await db
    .select({ priceCents: pricingPlans.priceCents })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.type, 'couple'), eq(pricingPlans.isActive, true)))
    .limit(1);
  return { now, depositCents: splitDeposit(plan?.priceCents ?? COUPLE_DEFAULT_PRICE_CENTS).depositCents };
}

/** A couple may switch the assistant on once the package is paid (or for a trial); an administrator always may. */
export function canActivateBot(w: Pick<WeddingRow, 'paymentStatus' | 'isTrialMode'>): boolean {
  return w.isTrialMode || isPaidWedding(w);
}

/** Why a guest's message gets no answer from this wedding's assistant right now (WhatsApp), or null. */
export function unavailabilityReason(
  w: Pick<WeddingRow, 'botActive' | 'assistantStopped' | 'isTrialMode' | 'weddingDate'>,
  now: Date,
): 'wa.stopped' | 'wa.botInactive' | 'wa.expired' | null {
  if (w.assistantStopped) return 'wa.stopped';
  if (!w.botActive) return 'wa.botInactive';
  if (isWeddingOver(w, now)) return 'wa.expired';
  return null;
}

// ---------- the same rules in SQL, for counts and filters ----------
// Each predicate above has its SQL twin here; wedding-status.test.ts checks they agree on a wedding of every state.

/** isWeddingOver: the package's last day (a month after the wedding) is before today in Paris. */
export function isOverSql(now: Date): SQL<boolean> {
  return sql<boolean>`((${weddings.weddingDate} + interval '1 month')::date < ${parisDate(now)}::date)`;
}

const isRefundedSql: SQL<boolean> = sql<boolean>`(${weddings.paymentStatus} = 'refunded')`;

/** statusCode, case for case. */
export function statusCodeSql(now: Date): SQL<WeddingStatusCode> {
  return sql<WeddingStatusCode>`(case
    when ${isRefundedSql} then 'refunded'
    when ${isOverSql(now)} then 'over'
    when ${weddings.assistantStopped} then 'stopped'
    when ${weddings.isTrialMode} and not ${isPaidSql} then 'trial'
    when ${weddings.botActive} then 'active'
    when ${isPaidSql} then 'stopped'
    else 'awaiting_payment' end)`;
}

/** weddingStatus(…).answersGuests: trial or active, switched on, questions left, a link to share. */
export function answersGuestsSql(now: Date): SQL<boolean> {
  return sql<boolean>`(${statusCodeSql(now)} in ('trial', 'active') and ${weddings.botActive}
    and not (${weddings.isTrialMode} and ${weddings.trialQuestionsUsed} >= ${weddings.trialMaxQuestions})
    and ${weddings.whatsappLink} is not null)`;
}

/** The wedding-day balance was declined and the package not refunded: money to recover. */
export const balanceFailedSql: SQL<boolean> = sql<boolean>`(${weddings.paymentStatus} = 'balance_failed')`;

/** Whether a wedding belongs to a back-office group (the predicate; bucketSql is its SQL). */
export function isInBucket(w: StatusInput, bucket: WeddingBucket, now: Date): boolean {
  const status = weddingStatus(w, { now, depositCents: 0 });
  if (bucket === 'answering') return status.answersGuests;
  if (bucket === 'inactive') return !status.answersGuests;
  if (bucket === 'balance_failed') return w.paymentStatus === 'balance_failed';
  return status.code === bucket;
}

export function bucketSql(bucket: WeddingBucket, now: Date): SQL<boolean> {
  if (bucket === 'answering') return answersGuestsSql(now);
  if (bucket === 'inactive') return sql<boolean>`(not ${answersGuestsSql(now)})`;
  if (bucket === 'balance_failed') return balanceFailedSql;
  return sql<boolean>`(${statusCodeSql(now)} = ${bucket})`;
}
