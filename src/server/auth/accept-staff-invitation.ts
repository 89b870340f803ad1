// The invitation's second half: the colleague names themselves and chooses a password under the sign-up rules;
// the staff account is created with the invited role and the link is spent in the same transaction (two clicks on
// one link create one account).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hashPassword } from '../../../db/password-hash.ts';
import { staffInvitations, users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { checkStaffInvitation, liveInvitation } from './check-staff-invitation.ts';
import { assertPasswordNotCommon } from './common-passwords.ts';
import { toSessionUser } from './to-session-user.ts';

export type AcceptStaffInvitationOptions = {
  db: Database;
  input: { token: string; firstName: string; lastName: string; password: string };
  now?: Date;
};

export async function acceptStaffInvitation({
  db,
  input,
  now = new Date(),
}: AcceptStaffInvitationOptions): Promise<TSessionUser> {
  const invitation = await checkStaffInvitation({ db, token: input.token, now });
  await assertPasswordNotCommon(input.password, {
    email: invitation.email,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(liveInvitation(input.token, now))
      .returning();
    if (spent.length === 0) throw new AppError('VALIDATION', t('admin.invitation.invalid'));
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email)).limit(1);
    if (taken) throw new AppError('CONFLICT', t('admin.team.emailTaken'));
    const [user] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        email: invitation.email,
        firstName: input.firstName,
        lastName: input.lastName,
        password,
        authProvider: 'local',
        isAdmin: true,
        adminRole: spent[0]!.role,
        lastSignInAt: now,
      })
      .returning();
    await tx
      .update(staffInvitations)
      .set({ userId: user!.id })
      .where(eq(staffInvitations.tokenHash, spent[0]!.tokenHash));
    return toSessionUser(user!);
  });
}
