// How the back office classifies a wedding: trial or not, paid or not, and the WP / Essai / Couple badge.
// The SQL and the JavaScript readings say the same thing (lists compute in JS, counters in SQL).
import { sql, type SQL } from 'drizzle-orm';
import type { users } from '../../../db/schema/index.ts';
import { weddings } from '../../../db/schema/index.ts';
import type { TAdminWeddingRow } from '../../shared/schemas/admin.ts';

export const TRIAL_PREFIX = 'trial-';
/** The package (or at least its deposit) was paid; the same statuses let a couple switch the bot on. */
export const PAID_PAYMENT_STATUSES = ['deposit_paid', 'paid', 'balance_failed'] as const;

export const isPaidSql: SQL<boolean> = sql<boolean>`(${weddings.paymentStatus} in ${sql.raw(`(${PAID_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`)})`;
/**
 * Trial ids start with `trial-` (spec 001 section 2); the flag says the same for trials created by the site.
 * A trial bought as the package keeps its id but is a paid wedding, no longer a trial.
 */
export const isTrialSql: SQL<boolean> = sql<boolean>`((${weddings.isTrialMode} or ${weddings.weddingId} like ${TRIAL_PREFIX + '%'}) and not ${isPaidSql})`;

export function isPaidWedding(w: { paymentStatus: string }): boolean {
  return (PAID_PAYMENT_STATUSES as readonly string[]).includes(w.paymentStatus);
}

export function isTrialWedding(w: { isTrialMode: boolean; weddingId: string; paymentStatus: string }): boolean {
  return (w.isTrialMode || w.weddingId.startsWith(TRIAL_PREFIX)) && !isPaidWedding(w);
}

/** WP for a wedding planner's wedding, Essai for a trial, otherwise Couple. */
export function accountTypeOf(
  w: { isTrialMode: boolean; weddingId: string; paymentStatus: string },
  owner: Pick<typeof users.$inferSelect, 'userType' | 'subscriptionPlan'> | null,
): TAdminWeddingRow['accountType'] {
  if (owner && (owner.userType === 'wedding_planner' || owner.subscriptionPlan === 'wedding_planner')) return 'wedding_planner';
  if (isTrialWedding(w)) return 'trial';
  return 'couple';
}
