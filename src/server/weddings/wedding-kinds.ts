// How the back office classifies a wedding: the WP / Essai / Couple badge. Trial, paid and the other status
// rules live in weddings/wedding-status.ts.
import type { users } from '../../../db/schema/index.ts';
import type { TAdminWeddingRow } from '../../shared/schemas/admin.ts';
import { isTrialWedding } from './wedding-status.ts';

/** WP for a wedding planner's wedding, Essai for a trial, otherwise Couple. */
export function accountTypeOf(
  w: { isTrialMode: boolean; weddingId: string; paymentStatus: string },
  owner: Pick<typeof users.$inferSelect, 'userType' | 'subscriptionPlan'> | null,
): TAdminWeddingRow['accountType'] {
  if (owner && (owner.userType === 'wedding_planner' || owner.subscriptionPlan === 'wedding_planner'))
    return 'wedding_planner';
  if (isTrialWedding(w)) return 'trial';
  return 'couple';
}
