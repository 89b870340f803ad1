// Every account with its wedding count (hasWedding tells 'Inscription non finalisée' apart), newest first.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { BUILT_IN_ADMIN_ID } from '../../../db/seed/admin.ts';
import type { TAdminUserRow } from '../../shared/schemas/admin.ts';

export type UserRow = typeof users.$inferSelect;

export function toAdminUserRow(user: UserRow, weddingCount: number): TAdminUserRow {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    authProvider: user.authProvider,
    isAdmin: user.isAdmin,
    builtIn: user.id === BUILT_IN_ADMIN_ID,
    hasWedding: weddingCount > 0,
    weddingCount,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Spelled out: inside a subquery drizzle would leave the outer `users.id` unqualified. */
export const weddingCountSql = sql<number>`(select count(*) from "weddings" w where w."user_id" = "users"."id")::int`;

export async function listAdminUsers({ db }: { db: Database }): Promise<TAdminUserRow[]> {
  const rows = await db
    .select({ user: users, weddingCount: weddingCountSql })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map((r) => toAdminUserRow(r.user, Number(r.weddingCount)));
}

export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
