// The one reading of a back-office account's role, in code and in SQL. A staff account (isAdmin) made before roles
// existed (the built-in administrator of an older database) has no role stored: it is an Administrateur.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { TAdminRole } from '../../shared/schemas/admin-team.ts';

type RoleFields = { isAdmin: boolean; adminRole?: TAdminRole | null | undefined };

export function staffRole(user: RoleFields): TAdminRole | null {
  if (!user.isAdmin) return null;
  return user.adminRole ?? 'administrator';
}

/** Support reads the back office only, with phone numbers and e-mails masked. */
export function isSupport(user: RoleFields | null | undefined): boolean {
  return Boolean(user) && staffRole(user!) === 'support';
}

export const staffRoleSql: SQL<TAdminRole> = sql<TAdminRole>`coalesce(${users.adminRole}, 'administrator')`;

/** Staff who can sign in and write: the set that must never be empty. */
export const activeAdministratorSql = and(
  eq(users.isAdmin, true),
  isNull(users.disabledAt),
  sql`${staffRoleSql} = 'administrator'`,
)!;
