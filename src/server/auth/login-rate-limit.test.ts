import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../../db/schema/index.ts';
import { createActors, COUPLE_PASSWORD, TEST_ADMIN } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { AppError } from '../../shared/errors.ts';
import {
  ADDRESS_RULE,
  assertLoginAllowed,
  clearLoginFailures,
  loginDelayMs,
  MAX_DELAY_MS,
  recordLoginFailure,
} from './login-rate-limit.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();

const T0 = new Date('2027-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    if (!AppError.is(error, 'TOO_MANY_REQUESTS')) throw error;
    return Number(error.headers['Retry-After']);
  }
}

describe('login throttle', () => {
  it('lets the first failures through, then doubles the wait, capped at 15 minutes', () => {
    expect([0, 1, 2, 3].map(loginDelayMs)).toEqual([0, 0, 0, 0]);
    expect([4, 5, 6, 7].map(loginDelayMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(loginDelayMs(40)).toBe(MAX_DELAY_MS);
  });

  it('makes a pair wait from its last failure, never the same account from another address', async () => {
    const db = handle.db;
    const pair = { kind: 'couple' as const, account: 'camille@example.com', ip: '203.0.113.1' };
    for (let i = 0; i < 6; i++) await recordLoginFailure({ db, keys: pair, now: at(i) });
    // 6 failures: 8 s after the last one (at 5 s).
    expect(await refusal(assertLoginAllowed({ db, keys: pair, now: at(6) }))).toBe(7);
    expect(await refusal(assertLoginAllowed({ db, keys: pair, now: at(13) }))).toBeNull();
    expect(await refusal(assertLoginAllowed({ db, keys: { ...pair, ip: '198.51.100.50' }, now: at(6) }))).toBeNull();
    await clearLoginFailures({ db, keys: pair });
    expect(await refusal(assertLoginAllowed({ db, keys: pair, now: at(6) }))).toBeNull();
  });

  it('stops one address failing on many accounts (spraying)', async () => {
    const db = handle.db;
    for (let i = 0; i < ADDRESS_RULE.max; i++)
      await recordLoginFailure({
        db,
        keys: { kind: 'couple', account: `x${i}@example.com`, ip: '192.0.2.99' },
        now: at(i),
      });
    expect(
      await refusal(
        assertLoginAllowed({
          db,
          keys: { kind: 'couple', account: 'new@example.com', ip: '192.0.2.99' },
          now: at(120),
        }),
      ),
    ).toBe(900);
  });

  it('stores no e-mail, name or address in its keys', async () => {
    const db = handle.db;
    await recordLoginFailure({
      db,
      keys: { kind: 'couple', account: 'secret.person@example.com', ip: '203.0.113.77' },
    });
    const stored = (await db.select().from(rateLimitHits)).map((r) => r.key).join(' ');
    expect(stored).not.toMatch(/secret|example|203\.0\.113|login/);
  });
});

describe('a password spray from one address (issue 30)', () => {
  let actors: Awaited<ReturnType<typeof createActors>>;
  beforeAll(async () => {
    actors = await createActors(handle.db);
  });

  it("blocks that address's couple logins only: the administrator from it, and a couple from elsewhere, still sign in", async () => {
    const sprayer = '192.0.2.150';
    const now = new Date();
    for (let i = 0; i < ADDRESS_RULE.max; i++)
      await recordLoginFailure({
        db: handle.db,
        keys: { kind: 'couple', account: `spray${i}@example.com`, ip: sprayer },
        now,
      });
    const fromSprayer = createTestApp({ db: handle.db, clientIp: sprayer });
    const blocked = await fromSprayer.request('/api/login-email', {
      method: 'POST',
      json: { email: actors.owner.email, password: COUPLE_PASSWORD },
    });
    expect(blocked.status).toBe(429);

    const admin = await fromSprayer.request('/api/admin/login', { method: 'POST', json: TEST_ADMIN });
    expect(admin.status).toBe(200);
    const elsewhere = await createTestApp({ db: handle.db, clientIp: '198.51.100.200' }).request('/api/login-email', {
      method: 'POST',
      json: { email: actors.owner.email, password: COUPLE_PASSWORD },
    });
    expect(elsewhere.status).toBe(200);
  });
});
