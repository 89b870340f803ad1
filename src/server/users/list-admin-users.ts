// The accounts list: searched, filtered, sorted and paged on the server, each with its wedding count (hasWedding
// tells 'Inscription non finalisée' apart), its subscription as figures/platform-figures.ts defines it (the column
// and the « Abonnement » filter read the same SQL) and whether it is the protected built-in administrator.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { BUILT_IN_ADMIN_ID } from '../../../db/seed/admin.ts';
import type { TPage } from '../../shared/schemas/admin-list.ts';
import type { TAdminUserRow, TSubscriptionStatus, ZAdminUsersQuery } from '../../shared/schemas/admin.ts';
import { keyset, readTablePage, type SortKey } from '../../../db/sql/paginate.ts';
import { searchCondition } from '../../../db/sql/search.ts';
import { frenchSort } from '../../../db/sql/french-sort.ts';
import { subscriptionStatusSql } from '../figures/platform-figures.ts';

export type UserRow = typeof users.$inferSelect;

/** Who an account is, as the accounts list and the team name it. */
export function accountIdentity(user: Pick<UserRow, 'id' | 'email' | 'username' | 'firstName' | 'lastName'>) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

/** `subscription`: subscriptionStatusSql's answer for this account. */
export function toAdminUserRow(user: UserRow, weddingCount: number, subscription: TSubscriptionStatus): TAdminUserRow {
  return {
    ...accountIdentity(user),
    userType: user.userType,
    subscriptionStatus: subscription,
    grantedActive: user.subscriptionStatus === 'active',
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

/** What an account's row needs besides the account: its wedding count and its subscription. */
export const adminUserFigures = (now: Date) => ({
  weddingCount: weddingCountSql,
  subscription: subscriptionStatusSql(now),
});

/** One account as the accounts list shows it. */
export async function readAdminUserRow(db: Pick<Database, 'select'>, id: string, now = new Date()) {
  const [row] = await db
    .select({ user: users, ...adminUserFigures(now) })
    .from(users)
    .where(eq(users.id, id));
  return row && toAdminUserRow(row.user, Number(row.weddingCount), row.subscription);
}

const SORTS: Record<TAdminUsersQueryOutput['sort'], SortKey> = {
  createdAt: { expr: users.createdAt, type: 'timestamptz' },
  name: {
    expr: frenchSort(
      sql`coalesce(${users.lastName}, '') || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.email}, ${users.username}, '')`,
    ),
    type: 'text',
  },
  email: { expr: sql`lower(coalesce(${users.email}, ${users.username}, ''))`, type: 'text' },
  weddings: { expr: weddingCountSql, type: 'integer' },
};

type TAdminUsersQueryOutput = z.output<typeof ZAdminUsersQuery>;

/** `masked`: the reader sees e-mails masked (Support), so the search does not look into them. */
export async function listAdminUsers({
  db,
  query,
  masked = false,
  now = new Date(),
}: {
  db: Database;
  query: TAdminUsersQueryOutput;
  masked?: boolean;
  now?: Date;
}): Promise<TPage<TAdminUserRow>> {
  const figures = adminUserFigures(now);
  const filters: (SQL | undefined)[] = [
    searchCondition(query.q, [
      users.firstName,
      users.lastName,
      ...(masked ? [] : [users.email]),
      users.username,
      sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
    ]),
  ];
  if (query.type === 'admin') filters.push(eq(users.isAdmin, true));
  if (query.type === 'couple' || query.type === 'wedding_planner')
    filters.push(and(eq(users.isAdmin, false), eq(users.userType, query.type)));
  if (query.subscription) filters.push(sql`${figures.subscription} = ${query.subscription}`);
  if (query.wedding === 'with') filters.push(sql`${weddingCountSql} > 0`);
  if (query.wedding === 'without') filters.push(sql`${weddingCountSql} = 0`);
  const page = keyset({ query, key: SORTS[query.sort], id: users.id, idType: 'text' });
  return readTablePage({
    db,
    table: users,
    page,
    filters,
    columns: { user: users, ...figures, id: users.id },
    toRow: (r) => toAdminUserRow(r.user, Number(r.weddingCount), r.subscription),
  });
}

export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
