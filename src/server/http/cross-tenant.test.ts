// Another couple reaching for this couple's data, route by route, the routes read from the app itself: every read
// and every write answers 404 (as for an id that does not exist), shows none of the data and changes nothing; the
// back office answers 403 to a couple and 401 to a visitor.
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledMessages } from '../../../db/schema/index.ts';
import { createActors } from '../testing/actors.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { changedTables, digestTables, tableNames } from '../testing/table-digest.ts';
import { createApp } from './app.ts';
import { eq } from 'drizzle-orm';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });
let actors: Awaited<ReturnType<typeof createActors>>;
let ids: Record<string, string>;
let tables: string[];
const SECRET_NAME = 'Cunégonde-Privée';

const ROUTES = createApp()
  .routes.filter((r) => r.method !== 'ALL')
  .map((r) => ({ method: r.method, path: r.path }))
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);

/** Routes of one couple's wedding (its id in the path or the query), and what they need to reach it. */
const WEDDING_QUERY_ROUTES: Record<string, string> = {
  '/api/faqs': 'weddingId',
  '/api/guests': 'weddingId',
  '/api/messages': 'weddingId',
  '/api/payments/balance': 'weddingId',
};

beforeAll(async () => {
  actors = await createActors(handle.db);
  const created = await actors.owner.client.request('/api/weddings', {
    method: 'POST',
    json: { ...SAMPLE_WEDDING, brideName: SECRET_NAME },
  });
  const wedding = (await created.json()) as { id: number };
  const faq = (await (
    await actors.owner.client.request(`/api/weddings/${wedding.id}/faqs`, {
      method: 'POST',
      json: {
        question: 'Les enfants sont-ils invités ?',
        answer: `Oui, ${SECRET_NAME} a prévu une garderie pour eux.`,
      },
    })
  ).json()) as { id: number };
  const guest = (await (
    await actors.owner.client.request(`/api/weddings/${wedding.id}/guests`, {
      method: 'POST',
      json: { name: SECRET_NAME, phone: '06 12 34 56 78' },
    })
  ).json()) as { id: number };
  const [scheduled] = await handle.db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.weddingId, wedding.id))
    .limit(1);
  ids = {
    id: String(wedding.id),
    weddingId: String(wedding.id),
    userId: actors.owner.user.id,
    guestId: String(guest.id),
    '/api/faqs/:id': String(faq.id),
    '/api/faqs/:id/translate': String(faq.id),
    '/api/scheduled-messages/:id': String(scheduled!.id),
  };
  tables = await tableNames(handle.db);
});

function urlOf(path: string): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => ids[path] ?? ids[name]!);
  const query = WEDDING_QUERY_ROUTES[path];
  return query ? `${filled}?${query}=${ids.weddingId}` : filled;
}

const coupleRoutes = ROUTES.filter(
  ({ path }) =>
    (/:(id|weddingId|userId)\b/.test(path) || path in WEDDING_QUERY_ROUTES) &&
    !path.startsWith('/api/admin') &&
    !path.startsWith('/api/trial/'),
);

describe('another couple', () => {
  it('is given 404 on every read of this couple’s wedding, with none of its data', async () => {
    const reads = coupleRoutes.filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(12);
    for (const { path } of reads) {
      const res = await actors.other.client.request(urlOf(path));
      const text = await res.text();
      expect(res.status, `GET ${urlOf(path)}: ${text.slice(0, 120)}`).toBe(404);
      expect(text).not.toContain(SECRET_NAME);
    }
    // The owner reads them all (the ids are right).
    for (const { path } of reads)
      expect((await actors.owner.client.request(urlOf(path))).status, path).toBeLessThan(400);
  });

  it('is given 404 on every write to this couple’s wedding, and nothing changes', async () => {
    const writes = coupleRoutes.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(10);
    for (const { method, path } of writes) {
      const before = await digestTables(handle.db, tables);
      const res = await actors.other.client.request(urlOf(path), {
        method,
        json: {
          ...SAMPLE_WEDDING,
          weddingId: Number(ids.weddingId),
          question: 'Une question assez longue ?',
          answer: 'Une réponse assez longue pour passer.',
          message: 'Un message assez long',
          reason: 'autre',
          rating: 1,
          text: 'Bonjour',
          enabled: false,
          name: 'Un invité',
          phone: '06 11 11 11 11',
          body: 'Une annonce',
        },
      });
      expect(res.status, `${method} ${urlOf(path)}`).toBe(404);
      expect(changedTables(before, await digestTables(handle.db, tables)), `${method} ${path}`).toEqual([]);
    }
  });
});

describe('the back office', () => {
  it('answers 403 to a couple and 401 to a visitor on every route', async () => {
    const admin = ROUTES.filter(
      (r) =>
        r.path.startsWith('/api/admin/') &&
        !['/api/admin/login', '/api/admin/logout', '/api/admin/check-auth'].includes(r.path),
    );
    expect(admin.length).toBeGreaterThanOrEqual(30);
    for (const { method, path } of admin) {
      const url = path.replace(/:(\w+)/g, '1');
      const init = method === 'GET' ? {} : { method, json: {} };
      expect((await actors.owner.client.request(url, init)).status, `${method} ${url}`).toBe(403);
      expect((await actors.anonymous.request(url, init)).status, `${method} ${url}`).toBe(401);
    }
  });
});
