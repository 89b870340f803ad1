// The invitation behind an e-mailed link, while it can still be used: not expired, not used, not replaced.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staffInvitations } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TStaffInvitationInfo } from '../../shared/schemas/admin-team.ts';
import { hashStaffInvitationToken } from './staff-invitation-token.ts';

export function liveInvitation(token: string, now: Date) {
  return and(
    eq(staffInvitations.tokenHash, hashStaffInvitationToken(token)),
    isNull(staffInvitations.acceptedAt),
    gt(staffInvitations.expiresAt, now),
  );
}

export type CheckStaffInvitationOptions = { db: Database; token: string; now?: Date };

export async function checkStaffInvitation({
  db,
  token,
  now = new Date(),
}: CheckStaffInvitationOptions): Promise<TStaffInvitationInfo> {
  const [row] = await db.select().from(staffInvitations).where(liveInvitation(token, now)).limit(1);
  if (!row) throw new AppError('VALIDATION', t('admin.invitation.invalid'));
  return { email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() };
}
