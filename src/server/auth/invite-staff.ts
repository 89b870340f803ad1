// « Inviter un collègue » : an e-mail through the outbox with a link valid 48 hours, used once; a new invitation to
// the same address replaces the one still pending. An address that already has an account is refused (a couple
// does not become staff: staff are never counted as couples, so they need accounts of their own).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staffInvitations, users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminRole, TStaffInvitation } from '../../shared/schemas/admin-team.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { Env } from '../env.ts';
import { publicUrl } from '../payments/public-url.ts';
import {
  STAFF_INVITATION_PATH,
  STAFF_INVITATION_TTL_MS,
  generateStaffInvitationToken,
  hashStaffInvitationToken,
} from './staff-invitation-token.ts';

export type InviteStaffOptions = {
  db: Database;
  config: Env;
  inviterId: string;
  input: { email: string; role: TAdminRole };
  now?: Date;
};

export async function inviteStaff({
  db,
  config,
  inviterId,
  input,
  now = new Date(),
}: InviteStaffOptions): Promise<TStaffInvitation> {
  const email = input.email.toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw new AppError('CONFLICT', t('admin.team.emailTaken'));
  const [inviter] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, inviterId));
  const inviterName =
    [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') ||
    inviter?.username ||
    t('admin.team.role.administrator');

  const token = generateStaffInvitationToken();
  const tokenHash = hashStaffInvitationToken(token);
  const expiresAt = new Date(now.getTime() + STAFF_INVITATION_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)));
    await tx
      .insert(staffInvitations)
      .values({ tokenHash, email, role: input.role, invitedBy: inviterId, expiresAt, createdAt: now });
    await queueEmail({
      db: tx,
      to: email,
      subject: t('admin.invitation.email.subject'),
      body: t('admin.invitation.email.body', {
        inviter: inviterName,
        role: t(`admin.team.role.${input.role}`),
        url: publicUrl(config, `${STAFF_INVITATION_PATH}#${token}`),
        email,
      }),
      dedupeKey: `email:staff-invitation:${tokenHash}`,
    });
  });
  return {
    email,
    role: input.role,
    invitedBy: inviterName,
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
  };
}
