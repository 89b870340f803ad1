// Issue 30: test-chat, wedding creation and the routes that reach a paid provider are throttled per account and per
// address; loopback callers are counted like any other unless the end-to-end suite says otherwise.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitHits, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { SIGN_UP_RULE } from '../auth/sign-up-user.ts';
import { recordHits } from '../security/rate-limit.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { THROTTLES } from './throttle-rules.ts';

const handle = testDatabase({ seedPlans: true });
let actors: Awaited<ReturnType<typeof createActors>>;
let weddingId: number;
beforeAll(async () => {
  actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  weddingId = ((await res.json()) as { id: number }).id;
});
beforeEach(async () => {
  await handle.db.delete(rateLimitHits);
});

const fill = (key: string, count: number) =>
  recordHits({ db: handle.db, keys: Array.from({ length: count }, () => key) });

describe('throttled routes', () => {
  it('answers test-chat until the account has used its hour, then 429 in French', async () => {
    const ask = () =>
      actors.owner.client.request(`/api/weddings/${weddingId}/test-chat`, {
        method: 'POST',
        json: { text: 'À quelle heure est la cérémonie ?' },
      });
    expect((await ask()).status).toBe(200);
    await fill(`test-chat:account:${actors.owner.user.id}`, THROTTLES.testChat.perAccount);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Trop de messages de test en une heure. Réessayez un peu plus tard.',
    );
  });

  it('stops wedding creation per account, and per address for every account behind it', async () => {
    const before = (await handle.db.select().from(weddings)).length;
    await fill(`wedding-creation:account:${actors.other.user.id}`, THROTTLES.weddingCreation.perAccount);
    expect((await actors.other.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })).status).toBe(
      429,
    );

    const ownerIp = '198.51.100.123';
    await fill(`wedding-creation:ip:${ownerIp}`, THROTTLES.weddingCreation.perAddress);
    const fromThere = createTestApp({ db: handle.db, clientIp: ownerIp });
    for (const [name, value] of actors.owner.client.cookies) fromThere.cookies.set(name, value);
    expect((await fromThere.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })).status).toBe(429);
    expect(await handle.db.select().from(weddings)).toHaveLength(before);
  });

  it('keeps each bucket apart: test-chat spent, the FAQ translation still answers', async () => {
    const translate = () => actors.owner.client.request('/api/faqs/999999/translate', { method: 'POST' });
    await fill(`test-chat:account:${actors.owner.user.id}`, THROTTLES.testChat.perAccount);
    expect((await translate()).status).toBe(404);
    await fill(`translation:account:${actors.owner.user.id}`, THROTTLES.translation.perAccount);
    expect((await translate()).status).toBe(429);
  });
});

describe('loopback callers', () => {
  const signUp = (env: Record<string, string>, n: number) =>
    createTestApp({ db: handle.db, clientIp: '127.0.0.1', env }).request('/api/create-simulated-user', {
      method: 'POST',
      json: {
        email: `loop-${n}-${Date.now()}@example.com`,
        firstName: 'Léa',
        lastName: 'Petit',
        password: 'Tilleul-Vayres42!',
      },
    });

  it('are counted like any other address, unless the end-to-end suite asks otherwise', async () => {
    await fill('signup:ip:127.0.0.1', SIGN_UP_RULE.max);
    expect((await signUp({}, 1)).status).toBe(429);
    expect((await signUp({ RATE_LIMIT_LOOPBACK_EXEMPT: '1' }, 2)).status).toBe(201);
  });
});
