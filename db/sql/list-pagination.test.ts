// Every back-office list pages through 500 seeded rows, for every sort key and direction, forwards and back:
// no row twice, none missing, in the order of the whole sorted list, ties (equal sort values) broken by id.
import { beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, guests, messages, preRegistrations, transactions, users, weddings } from '../schema/index.ts';
import type { TListQuery, TPage, TSortDirection } from '../../src/shared/schemas/admin-list.ts';
import {
  ADMIN_MESSAGE_SORTS,
  ADMIN_PRE_REGISTRATION_SORTS,
  ADMIN_USER_SORTS,
  ADMIN_WEDDING_SORTS,
} from '../../src/shared/schemas/admin.ts';
import { ADMIN_DISCOUNT_SORTS } from '../../src/shared/schemas/admin-pricing.ts';
import { ADMIN_TRANSACTION_SORTS } from '../../src/shared/schemas/admin-revenue.ts';
import { listAdminMessages } from '../../src/server/messages/list-admin-messages.ts';
import { listAdminUsers } from '../../src/server/users/list-admin-users.ts';
import { listAdminWeddings } from '../../src/server/figures/list-admin-weddings.ts';
import { listDiscountCodes } from '../../src/server/pricing/list-discount-codes.ts';
import { searchPreRegistrations } from '../../src/server/pre-registration/search-pre-registrations.ts';
import { listTransactions } from '../../src/server/revenue/list-transactions.ts';
import { testDatabase } from '../../src/server/testing/test-database.ts';

const N = 500;
const PAGE = 37;
const handle = testDatabase();
const base = Date.UTC(2026, 0, 1);
/** Five rows share each timestamp and many share amounts, names and dates: ties must not lose or repeat rows. */
const at = (i: number) => new Date(base + Math.floor(i / 5) * 3_600_000);
const pad = (i: number) => String(i).padStart(4, '0');
const NAMES = ['Alice', 'Émilie', 'Chloé', 'Inès', 'Zoé', 'Bruno', 'Hugo', 'Karim'];

beforeAll(async () => {
  const db = handle.db;
  await db.insert(users).values(
    Array.from({ length: N }, (_, i) => ({
      id: `u${pad((i * 7919) % N)}`,
      email: `user${pad(i % 250)}-${i}@example.com`,
      firstName: NAMES[i % NAMES.length]!,
      lastName: NAMES[(i * 3) % NAMES.length]!,
      userType: i % 4 === 0 ? ('wedding_planner' as const) : ('couple' as const),
      createdAt: at(i),
    })),
  );
  const created = await db
    .insert(weddings)
    .values(
      Array.from({ length: N }, (_, i) => ({
        userId: `u${pad(i)}`,
        weddingId: `w-${pad((i * 31) % N)}`,
        brideName: NAMES[i % NAMES.length]!,
        groomName: NAMES[(i + 3) % NAMES.length]!,
        weddingDate: `2027-0${1 + (i % 9)}-1${i % 10}`,
        botActive: i % 2 === 0,
        createdAt: at(i),
      })),
    )
    .returning({ id: weddings.id });
  const [guest] = await db
    .insert(guests)
    .values({ weddingId: created[0]!.id, phoneNumber: '+33600000000' })
    .returning({ id: guests.id });
  await db.insert(messages).values(
    Array.from({ length: N }, (_, i) => ({
      // Uneven: some weddings get many messages, so the message-count sort has long ties.
      weddingId: created[(i * i) % 40]!.id,
      guestId: i % 3 === 0 ? guest!.id : null,
      message: `Question ${i}`,
      response: i % 4 === 0 ? null : `Réponse ${i}`,
      messageType: i % 10 === 0 ? ('outgoing' as const) : ('incoming' as const),
      answerSource: i % 4 === 0 ? null : 'dressCode',
      timestamp: at(i),
    })),
  );
  await db.insert(preRegistrations).values(
    Array.from({ length: N }, (_, i) => ({
      email: `pre${pad(i)}@example.com`,
      firstName: NAMES[i % NAMES.length]!,
      lastName: i % 5 === 0 ? null : NAMES[(i * 5) % NAMES.length]!,
      weddingDate: i % 3 === 0 ? null : `2027-1${i % 3}-0${1 + (i % 9)}`,
      createdAt: at(i),
    })),
  );
  await db.insert(transactions).values(
    Array.from({ length: N }, (_, i) => ({
      amount: [4750, 9500, 20000][i % 3]!,
      type: i % 3 === 2 ? ('subscription' as const) : ('payment' as const),
      status: (['completed', 'pending', 'failed', 'refunded'] as const)[i % 4],
      createdAt: at(i),
    })),
  );
  await db.insert(discountCodes).values(
    Array.from({ length: N }, (_, i) => ({
      code: `CODE${pad((i * 13) % N)}`,
      type: 'percentage' as const,
      value: 1 + (i % 50),
      usageCount: i % 7,
      expiresAt: i % 4 === 0 ? null : at(i + 1000),
      createdAt: at(i),
    })),
  );
});

type Lister = (query: TListQuery) => Promise<TPage<{ id: number | string }>>;

async function walk(list: Lister, query: TListQuery) {
  const forward: (number | string)[] = [];
  let page = await list(query);
  const pages = [page];
  forward.push(...page.rows.map((r) => r.id));
  while (page.nextCursor) {
    page = await list({ ...query, after: page.nextCursor });
    pages.push(page);
    forward.push(...page.rows.map((r) => r.id));
  }
  // And back from the last page to the first.
  const backward: (number | string)[][] = [page.rows.map((r) => r.id)];
  while (page.prevCursor) {
    page = await list({ ...query, before: page.prevCursor });
    backward.unshift(page.rows.map((r) => r.id));
    // Walking back tells where each page starts too.
    expect(page.offset).toBe(pages[pages.length - backward.length]!.offset);
  }
  return { forward, backward: backward.flat(), pages };
}

const LISTS: [string, readonly string[], Lister][] = [
  ['weddings', ADMIN_WEDDING_SORTS, (query) => listAdminWeddings({ db: handle.db, query: query as never })],
  ['users', ADMIN_USER_SORTS, (query) => listAdminUsers({ db: handle.db, query: query as never })],
  ['messages', ADMIN_MESSAGE_SORTS, (query) => listAdminMessages({ db: handle.db, query: query as never })],
  [
    'pre-registrations',
    ADMIN_PRE_REGISTRATION_SORTS,
    (query) => searchPreRegistrations({ db: handle.db, query: query as never }),
  ],
  ['transactions', ADMIN_TRANSACTION_SORTS, (query) => listTransactions({ db: handle.db, query: query as never })],
  ['discount codes', ADMIN_DISCOUNT_SORTS, (query) => listDiscountCodes({ db: handle.db, query: query as never })],
];

const CASES = LISTS.flatMap(([name, sorts, list]) =>
  sorts.flatMap((sort) => (['asc', 'desc'] as TSortDirection[]).map((dir) => [name, sort, dir, list] as const)),
);

describe('cursor pagination over 500 rows', () => {
  it.each(CASES)('%s sorted by %s %s: every row once, in order, forwards and back', async (_name, sort, dir, list) => {
    const query: TListQuery = { sort, dir, limit: PAGE };
    // The whole list in one go (the server caps a page at 100; the use case itself does not).
    const whole = (await list({ ...query, limit: 10_000 })).rows.map((r) => r.id);
    expect(whole).toHaveLength(N);
    const { forward, backward, pages } = await walk(list, query);
    expect(pages).toHaveLength(Math.ceil(N / PAGE));
    expect(pages.every((p) => p.total === N)).toBe(true);
    expect(pages.map((p) => p.offset)).toEqual(pages.map((_, i) => i * PAGE));
    expect(forward).toEqual(whole);
    expect(backward).toEqual(whole);
    expect(pages[0]!.prevCursor).toBeNull();
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('filters and search keep their paging (messages: questions without an answer)', async () => {
    const query: TListQuery & { answered: 'unanswered' } = {
      sort: 'date',
      dir: 'desc',
      limit: 20,
      answered: 'unanswered',
    };
    const list: Lister = (q) => listAdminMessages({ db: handle.db, query: q as never });
    const { forward } = await walk(list, query);
    // i % 4 === 0 has no answer, minus the outgoing ones (i % 10 === 0, i.e. i % 20 === 0 among them).
    expect(forward).toHaveLength(N / 4 - N / 20);
    expect(new Set(forward).size).toBe(forward.length);
  });

  it('refuses a cursor it did not make with a French 400', async () => {
    await expect(
      listAdminWeddings({ db: handle.db, query: { sort: 'createdAt', dir: 'desc', limit: 10, after: 'bm9wZQ' } }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Page invalide : revenez à la première page.',
    });
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const after of [
      // A date Postgres cannot read, an id that cannot exist, a cursor of another sort.
      forged(['createdAt', '2026-13-45 00:00:00+00', 1]),
      forged(['createdAt', '2026-01-01 00:00:00+00', 'x']),
      forged(['couple', 'alice', 1]),
    ]) {
      await expect(
        listAdminWeddings({ db: handle.db, query: { sort: 'createdAt', dir: 'desc', limit: 10, after } }),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
    }
    const page = await listAdminWeddings({ db: handle.db, query: { sort: 'createdAt', dir: 'desc', limit: 10 } });
    await expect(
      listAdminWeddings({
        db: handle.db,
        query: { sort: 'createdAt', dir: 'desc', limit: 10, after: page.nextCursor!, before: page.nextCursor! },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
