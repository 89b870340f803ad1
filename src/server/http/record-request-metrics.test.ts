import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMetrics } from '../../../db/schema/index.ts';
import { createTestDb } from '../../../db/testing.ts';
import { AppError } from '../../shared/errors.ts';
import { parseEnv } from '../env.ts';
import { handleError } from './handle-error.ts';
import type { AppEnv } from './types.ts';
import {
  BATCH_WINDOW_MS,
  flushRequestMetrics,
  recordRequestMetrics,
  UNMATCHED_ROUTE,
} from './record-request-metrics.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
const config = parseEnv({});

function miniApp() {
  const app = new Hono<AppEnv>().basePath('/api');
  app.use(recordRequestMetrics);
  app.use('/admin/*', async (c, next) => {
    if (c.req.header('x-deny')) throw new AppError('UNAUTHENTICATED', 'Veuillez vous connecter.');
    await next();
  });
  const weddings = new Hono<AppEnv>()
    .get('/:id', (c) => c.json({ id: c.req.param('id') }))
    .delete('/:id', () => {
      throw new Error('boom');
    });
  app.route('/admin/weddings', weddings);
  app.get('/slow', async (c) => {
    await new Promise((r) => setTimeout(r, 30));
    return c.text('ok');
  });
  app.notFound((c) => c.json({ message: 'nope' }, 404));
  app.onError(handleError);
  return app;
}

beforeEach(async () => {
  await handle.db.delete(requestMetrics);
});

describe('request metrics', () => {
  it('records the route pattern, never the raw path, with status and duration', async () => {
    const app = miniApp();
    const env = { db: handle.db, config };
    expect((await app.request('/api/admin/weddings/42', {}, env)).status).toBe(200);
    expect((await app.request('/api/admin/weddings/43', { headers: { 'x-deny': '1' } }, env)).status).toBe(401);
    expect((await app.request('/api/admin/weddings/44', { method: 'DELETE' }, env)).status).toBe(500);
    expect((await app.request('/api/slow', {}, env)).status).toBe(200);
    expect((await app.request('/api/random/probe-123', {}, env)).status).toBe(404);
    await flushRequestMetrics(handle.db);

    const rows = await handle.db.select().from(requestMetrics).orderBy(requestMetrics.id);
    expect(rows.map((r) => [r.method, r.route, r.status])).toEqual([
      ['GET', '/api/admin/weddings/:id', 200],
      ['GET', '/api/admin/weddings/:id', 401],
      ['DELETE', '/api/admin/weddings/:id', 500],
      ['GET', '/api/slow', 200],
      ['GET', UNMATCHED_ROUTE, 404],
    ]);
    expect(rows[3]!.durationMs).toBeGreaterThanOrEqual(25);
    expect(rows.every((r) => r.durationMs >= 0)).toBe(true);
  });

  it('batches a burst of requests without losing any', async () => {
    const app = miniApp();
    const env = { db: handle.db, config };
    await Promise.all(Array.from({ length: 120 }, (_, i) => app.request(`/api/admin/weddings/${i}`, {}, env)));
    await flushRequestMetrics(handle.db);
    expect(await handle.db.select().from(requestMetrics)).toHaveLength(120);
  });

  it("waits for a batch window in a long-lived process, writes inside the host's waitUntil on Netlify", async () => {
    const app = miniApp();
    await app.request('/api/admin/weddings/1', {}, { db: handle.db, config });
    expect(await handle.db.select().from(requestMetrics)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, BATCH_WINDOW_MS + 150));
    expect(await handle.db.select().from(requestMetrics)).toHaveLength(1);

    // A function instance may be frozen once the invocation ends: the insert is handed to waitUntil, and is done
    // when what was handed settles, without any batch window.
    const waited: Promise<unknown>[] = [];
    const executionCtx = {
      waitUntil: (p: Promise<unknown>) => void waited.push(p),
      passThroughOnException: () => {},
      props: {},
    };
    await app.request('/api/admin/weddings/2', {}, { db: handle.db, config }, executionCtx);
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
    expect(await handle.db.select().from(requestMetrics)).toHaveLength(2);
  });

  it('never fails a request when the metrics cannot be written', async () => {
    const broken = await createTestDb();
    await broken.close();
    const app = miniApp();
    const res = await app.request('/api/admin/weddings/1', {}, { db: broken.db, config });
    expect(res.status).toBe(200);
    await expect(flushRequestMetrics(broken.db)).resolves.toBeUndefined();
  });
});
