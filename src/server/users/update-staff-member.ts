// « Équipe » : a staff member's role changed, or the account disabled / enabled again. Never leaves the back office
// without an active Administrateur (the built-in one included: it can be disabled once another exists). The staff
// rows are locked for the check, so two administrators disabling each other at once cannot both succeed.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminRole, TStaffMember } from '../../shared/schemas/admin-team.ts';
import { activeAdministratorSql } from '../auth/staff-role.ts';
import { toStaffMember } from './list-staff.ts';

export type UpdateStaffMemberOptions = {
  db: Database;
  id: string;
  changes: { role?: TAdminRole | undefined; disabled?: boolean | undefined };
  now?: Date;
};

export function updateStaffMember({
  db,
  id,
  changes,
  now = new Date(),
}: UpdateStaffMemberOptions): Promise<TStaffMember> {
  return db.transaction((tx) => update(tx as unknown as Database, id, changes, now));
}

async function update(
  db: Database,
  id: string,
  changes: UpdateStaffMemberOptions['changes'],
  now: Date,
): Promise<TStaffMember> {
  await db.execute(sql`select ${users.id} from ${users} where ${users.isAdmin} for update`);
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, true)));
  if (!member) throw new AppError('NOT_FOUND', t('admin.team.notFound'));
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.role !== undefined) set.adminRole = changes.role;
  if (changes.disabled !== undefined) set.disabledAt = changes.disabled ? (member.disabledAt ?? now) : null;
  const [updated] = await db.update(users).set(set).where(eq(users.id, id)).returning();
  const [{ active }] = (await db.select({ active: count() }).from(users).where(activeAdministratorSql)) as [
    { active: number },
  ];
  if (active === 0) throw new AppError('CONFLICT', t('admin.team.lastAdministrator'));
  if (updated!.disabledAt) await db.delete(sessions).where(eq(sessions.userId, id));
  return toStaffMember(updated!);
}
