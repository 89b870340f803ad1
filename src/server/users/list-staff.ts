// « Équipe » : the staff accounts (never among the couples' figures or lists) and the invitations still pending.
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { foldSql } from '../../../db/sql/search.ts';
import { BUILT_IN_ADMIN_ID } from '../../../db/seed/admin.ts';
import { staffInvitations, users } from '../../../db/schema/index.ts';
import type { TAdminTeam, TStaffMember } from '../../shared/schemas/admin-team.ts';
import { staffRole } from '../auth/staff-role.ts';
import { accountIdentity } from './list-admin-users.ts';

export function toStaffMember(user: typeof users.$inferSelect): TStaffMember {
  return {
    ...accountIdentity(user),
    role: staffRole(user)!,
    disabled: user.disabledAt !== null,
    builtIn: user.id === BUILT_IN_ADMIN_ID,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listStaff({ db, now = new Date() }: { db: Database; now?: Date }): Promise<TAdminTeam> {
  const staff = await db
    .select()
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(
      sql`${users.disabledAt} is not null`,
      foldSql(sql`coalesce(${users.firstName}, ${users.username})`),
      asc(users.id),
    );
  const inviter = alias(users, 'inviter');
  const invitations = await db
    .select({
      invitation: staffInvitations,
      inviter: { firstName: inviter.firstName, lastName: inviter.lastName, username: inviter.username },
    })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(desc(staffInvitations.createdAt));
  return {
    staff: staff.map(toStaffMember),
    invitations: invitations.map(({ invitation, inviter: by }) => ({
      email: invitation.email,
      role: invitation.role,
      invitedBy: by ? [by.firstName, by.lastName].filter(Boolean).join(' ') || by.username : null,
      expiresAt: invitation.expiresAt.toISOString(),
      createdAt: invitation.createdAt.toISOString(),
    })),
  };
}
