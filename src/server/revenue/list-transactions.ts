// The transactions list of the revenue screen (and the dashboard's revenue tab): searched, filtered by period,
// status and type, sorted and paged on the server; the CSV export reads the same rows.
import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { transactions, users, weddings } from '../../../db/schema/index.ts';
import type { TPage } from '../../shared/schemas/admin-list.ts';
import type {
  TRevenuePeriod,
  TRevenueTransaction,
  ZAdminTransactionsQuery,
} from '../../shared/schemas/admin-revenue.ts';
import { periodStart, type RevenuePeriodOptions } from './get-revenue.ts';
import { keyset, type ListPageOptions, type SortKey } from '../../../db/sql/paginate.ts';
import { refundableCents } from '../payments/refund-payment.ts';
import { searchCondition } from '../../../db/sql/search.ts';

type TQuery = z.output<typeof ZAdminTransactionsQuery>;

const SORTS: Record<TQuery['sort'], SortKey> = {
  date: { expr: transactions.createdAt, type: 'timestamptz' },
  amount: { expr: transactions.amount, type: 'integer' },
};

const columns = {
  id: transactions.id,
  amount: transactions.amount,
  refundedAmount: transactions.refundedAmount,
  currency: transactions.currency,
  type: transactions.type,
  status: transactions.status,
  description: transactions.description,
  stripePaymentId: transactions.stripePaymentId,
  weddingId: transactions.weddingId,
  createdAt: transactions.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  brideName: weddings.brideName,
  groomName: weddings.groomName,
  contactEmail: weddings.contactEmail,
};

type TransactionJoin = {
  id: number;
  amount: number;
  refundedAmount: number;
  currency: string;
  type: 'payment' | 'subscription' | 'trial_conversion';
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  description: string | null;
  stripePaymentId: string | null;
  weddingId: number | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  brideName: string | null;
  groomName: string | null;
  contactEmail: string | null;
};

export function toRevenueTransaction(r: TransactionJoin): TRevenueTransaction {
  const person = [r.firstName, r.lastName].filter(Boolean).join(' ');
  const couple = r.brideName && r.groomName ? `${r.brideName} & ${r.groomName}` : '';
  return {
    id: r.id,
    customer: person || couple || null,
    email: r.email ?? r.contactEmail,
    type: r.type === 'subscription' ? 'subscription' : 'one-time',
    amountCents: r.amount,
    refundedCents: r.status === 'refunded' ? r.amount : r.refundedAmount,
    currency: r.currency,
    date: r.createdAt.toISOString(),
    status: r.status,
    description: r.description,
    weddingId: r.weddingId,
    refundableCents: refundableCents(r),
  };
}

function joined(db: Database) {
  return db
    .select(columns)
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .leftJoin(weddings, eq(weddings.id, transactions.weddingId));
}

function periodFilter(period: TRevenuePeriod | undefined, now: Date): SQL | undefined {
  return period
    ? and(gte(transactions.createdAt, periodStart(period, now)), lte(transactions.createdAt, now))
    : undefined;
}

/** `masked`: the reader sees e-mails masked (Support), so the search does not look into them. */
export async function listTransactions({
  db,
  query,
  now = new Date(),
  masked = false,
}: ListPageOptions<TQuery> & { now?: Date }): Promise<TPage<TRevenueTransaction>> {
  const filters: (SQL | undefined)[] = [
    periodFilter(query.period, now),
    query.status ? eq(transactions.status, query.status) : undefined,
    query.type === 'subscription'
      ? eq(transactions.type, 'subscription')
      : query.type === 'one-time'
        ? sql`${transactions.type} <> 'subscription'`
        : undefined,
    searchCondition(query.q, [
      users.firstName,
      users.lastName,
      ...(masked ? [] : [users.email]),
      weddings.brideName,
      weddings.groomName,
      transactions.description,
    ]),
  ];
  const page = keyset({ query, key: SORTS[query.sort], id: transactions.id, idType: 'integer' });
  const [rows, [counted]] = await page.run(() =>
    Promise.all([
      db
        .select({ ...columns, sortValue: page.sortValue })
        .from(transactions)
        .leftJoin(users, eq(users.id, transactions.userId))
        .leftJoin(weddings, eq(weddings.id, transactions.weddingId))
        .where(and(...filters, page.where))
        .orderBy(...page.orderBy)
        .limit(page.take),
      db
        .select({ n: count(), before: page.countBefore })
        .from(transactions)
        .leftJoin(users, eq(users.id, transactions.userId))
        .leftJoin(weddings, eq(weddings.id, transactions.weddingId))
        .where(and(...filters)),
    ]),
  );
  return page.finish(rows, { total: counted?.n ?? 0, before: counted?.before ?? 0 }, toRevenueTransaction);
}

/** One transaction as the list shows it (after a refund). */
export async function getTransaction(db: Database, id: number): Promise<TRevenueTransaction | null> {
  const [row] = await joined(db).where(eq(transactions.id, id));
  return row ? toRevenueTransaction(row) : null;
}

/** Every transaction of the period, oldest first, for the CSV export. */
export async function listPeriodTransactions({
  db,
  period,
  now = new Date(),
}: RevenuePeriodOptions): Promise<TRevenueTransaction[]> {
  const rows = await joined(db)
    .where(periodFilter(period, now))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return rows.map(toRevenueTransaction);
}
