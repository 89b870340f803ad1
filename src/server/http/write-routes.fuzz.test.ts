// Property-based fuzzing of every route of the real app on a real database: whatever the body, the query string, the
// path parameters or the caller, no answer is a 5xx, and a refused request (4xx) leaves every table as it was.
// The routes come from the app itself, so a new route is fuzzed without anyone listing it here. The providers'
// signed calls (Twilio's messages and status callbacks, Stripe's events) are fuzzed signed, past their signature.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages, pricingPlans, scheduledMessages, transactions, users } from '../../../db/schema/index.ts';
import { createDiscountCode } from '../payments/testing/payment-fixtures.ts';
import { createActors, signUpCouple } from '../testing/actors.ts';
import { SAMPLE_TRIAL, SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { changedTables, digestTables, tableNames } from '../testing/table-digest.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { createApp } from './app.ts';
import { signedDelivery, stripeEvent } from '../payments/testing/stripe-events.ts';
import { sendSignedStatus, TEST_TWILIO_TOKEN } from '../whatsapp/testing/signed-webhook.ts';
import { testDatabase } from '../testing/test-database.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** Writes a refusal makes on purpose, per route (none today: a sign-up with a taken e-mail is answered as a new one). */
const WRITTEN_WHEN_REFUSED: Record<string, string[]> = {};
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  'Ligne\u0007\u001b[31m',
  '0000-01-01',
  '9999-12-31',
  '2027-02-30',
  '1999-12-31',
  '2100-12-31',
  '2027-06-12T10:00:00Z',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'x'.repeat(5000),
  '',
  ' ',
  '\n',
  '%00',
  '../../etc/passwd',
  '__proto__',
  '-1',
  '1e309',
  '🎉'.repeat(50),
];
const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 2 }),
);
const QUERY_NAMES = [
  'search',
  'q',
  'page',
  'pageSize',
  'sort',
  'order',
  'status',
  'period',
  'range',
  'from',
  'to',
  'weddingId',
  'limit',
  'plan',
  'payment_intent',
  'type',
  'commit',
  'rsvp',
];
const nastyQuery = fc.dictionary(fc.constantFrom(...QUERY_NAMES), fc.oneof(nastyString, fc.integer().map(String)), {
  maxKeys: 3,
});
const nastyId = fc.constantFrom(
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '%00',
  '1%00',
  '1.5',
  '%20',
  '%F0%9F%8E%89',
  '..%2F..%2Fetc',
);

const handle = testDatabase({ seedPlans: true });
let actors: Awaited<ReturnType<typeof createActors>>;
let trialClient: ReturnType<typeof createTestApp>;
/** Stripe's webhook with its secret, so that fuzzed events reach the signature check. */
let stripeClient: ReturnType<typeof createTestApp>;
let tables: string[];
/** A valid body per route (strict schemas refuse extra keys) and a real id per path parameter. */
let bases: Record<string, Record<string, unknown>>;
let ids: Record<string, string>;

function routeKey(method: string, path: string) {
  return `${method} ${path}`;
}

function baseBody(method: string, path: string): Record<string, unknown> {
  return bases[routeKey(method, path)] ?? bases.default!;
}

function clientFor(path: string) {
  if (path === '/api/stripe/webhook') return stripeClient;
  if (path.endsWith('/logout') || path.includes('/webhook')) return actors.anonymous;
  if (path.startsWith('/api/admin/') || path === '/api/content/rebuild') return actors.admin;
  if (path.startsWith('/api/trial/') || path === '/api/create-trial') return trialClient;
  if (
    [
      '/api/create-simulated-user',
      '/api/login-email',
      '/api/pre-registration',
      '/api/auth/password-reset',
      '/api/auth/password-reset/confirm',
    ].includes(path)
  )
    return actors.anonymous;
  return actors.owner.client;
}

function fillPath(path: string, choice: Record<string, string | null>) {
  return path.replace(/:(\w+)/g, (_, name: string) => choice[name] ?? ids[`${path}:${name}`] ?? ids[name] ?? '1');
}

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; value: string };

function bodyArbitrary(method: string, path: string): fc.Arbitrary<Body> {
  const base = baseBody(method, path);
  const keys = [...Object.keys(base), 'extra'];
  const mutated = fc
    .array(fc.tuple(fc.constantFrom(...keys), nastyValue), { minLength: 1, maxLength: 3 })
    .map((changes): Body => ({ kind: 'json', value: { ...base, ...Object.fromEntries(changes) } }));
  const raw = fc
    .constantFrom('null', '[]', '"x"', '{', '{"a":', 'not json', '')
    .map((value): Body => ({ kind: 'raw', value }));
  const anyJson = fc.jsonValue({ maxDepth: 2 }).map((value): Body => ({ kind: 'json', value }));
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: anyJson });
}

beforeAll(async () => {
  const db = handle.db;
  actors = await createActors(db);
  trialClient = createTestApp({ db, clientIp: '198.51.100.77' });
  stripeClient = createTestApp({ db, env: { STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' } });

  const wedding = (await (
    await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
  ).json()) as { id: number };
  const faq = (await (
    await actors.owner.client.request(`/api/weddings/${wedding.id}/faqs`, {
      method: 'POST',
      json: {
        question: 'Les enfants sont-ils invités ?',
        answer: 'Oui, les enfants sont les bienvenus, une garderie est prévue.',
      },
    })
  ).json()) as { id: number };
  const trial = (await (
    await trialClient.request('/api/create-trial', {
      method: 'POST',
      json: SAMPLE_TRIAL,
    })
  ).json()) as { weddingId: string };
  const [scheduled] = await db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.weddingId, wedding.id))
    .limit(1);
  const [page] = await db
    .insert(pages)
    .values({ slug: 'fuzz-page', title: 'Page', content: 'Contenu', isPublished: false })
    .returning();
  const discount = await createDiscountCode(db, { code: 'FUZZ10' });
  const [plan] = await db.select().from(pricingPlans).limit(1);
  const [transaction] = await db
    .insert(transactions)
    .values({
      weddingId: wedding.id,
      userId: actors.owner.user.id,
      amount: 4900,
      status: 'completed',
      type: 'payment',
      stripePaymentId: 'pi_fuzz',
    })
    .returning();
  // Deletions aim at resources of their own, so a successful one does not starve the other routes.
  const victim = await signUpCouple(db, 'victim');
  const victimWedding = (await (
    await victim.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
  ).json()) as { id: number };
  const [victimUser] = await db.select().from(users).where(eq(users.id, victim.user.id));

  ids = {
    id: String(wedding.id),
    weddingId: trial.weddingId,
    provider: 'openai',
    '/api/faqs/:id:id': String(faq.id),
    '/api/faqs/:id/translate:id': String(faq.id),
    '/api/scheduled-messages/:id:id': String(scheduled!.id),
    '/api/admin/pages/:id:id': String(page!.id),
    '/api/admin/pricing/discounts/:id:id': String(discount.id),
    '/api/admin/pricing/plans/:id:id': String(plan!.id),
    '/api/admin/transactions/:id/refund:id': String(transaction!.id),
    '/api/admin/users/:id:id': victimUser!.id,
    '/api/admin/weddings/:id:id': String(victimWedding.id),
  };
  bases = {
    default: {
      ...SAMPLE_WEDDING,
      weddingId: wedding.id,
      email: 'fuzz@example.com',
      firstName: 'Léa',
      lastName: 'Martin',
      password: 'Fuzz-Tilleul-Vayres42!',
      currentPassword: 'Pas-le-bon-mot-2027!',
      newPassword: 'Nouveau-Tilleul-Vayres42!',
      question: 'Les enfants sont-ils invités ?',
      answer: 'Oui, les enfants sont les bienvenus.',
      reason: 'plus_besoin',
      rating: 5,
      comment: 'Très bien',
      text: 'À quelle heure est la cérémonie ?',
      message: 'Rappel : le mariage est demain, à bientôt !',
      enabled: true,
      discountCode: null,
      paymentIntentId: 'pi_unknown',
      cardNumber: '4242424242424242',
      username: 'fuzz-admin',
    },
    'POST /api/admin/pages': {
      slug: 'fuzz-new',
      title: 'Titre',
      content: 'Contenu',
      metaDescription: null,
      isPublished: false,
    },
    'PUT /api/admin/pages/:id': {
      slug: 'fuzz-page',
      title: 'Titre',
      content: 'Contenu',
      metaDescription: null,
      isPublished: false,
    },
    'POST /api/admin/social-links': {
      links: [{ platform: 'Instagram', url: 'https://instagram.com/mariage', enabled: true }],
    },
    'PUT /api/admin/site-settings': { launchMode: 'open' },
    'PUT /api/admin/ai-control/settings': {
      confidenceThreshold: 0.5,
      maxResponseLength: 500,
      systemInstructions: 'Réponds poliment.',
    },
    'PATCH /api/admin/pricing/plans/:id': { name: 'Essentiel', description: 'La formule de base' },
    'POST /api/admin/pricing/discounts': { code: 'FUZZNEW', type: 'percentage', value: 10 },
    'PATCH /api/admin/pricing/discounts/:id': { isActive: false, description: 'Code de test' },
    'POST /api/admin/transactions/:id/refund': { amountCents: 100 },
    'POST /api/admin/users': {
      email: 'fuzz-admin-made@example.com',
      firstName: 'Léa',
      lastName: 'Martin',
      password: 'Fuzz-Tilleul-Vayres42!',
    },
    'PATCH /api/admin/users/:id': { firstName: 'Léa', lastName: 'Martin' },
    'PATCH /api/admin/weddings/:id': { botActive: true },
    'POST /api/admin/login': { username: 'fuzz-admin', password: 'pas-le-bon' },
    'PATCH /api/trial/weddings/:weddingId': { brideName: 'Camille', weddingDate: '2027-06-12' },
    'POST /api/create-trial': SAMPLE_TRIAL,
  };
  tables = await tableNames(db);
});

const WRITE_ROUTES = createApp()
  .routes.filter((r) => WRITE_METHODS.has(r.method))
  .map((r) => ({ method: r.method, path: r.path }))
  .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);

describe('every write route, fuzzed through the real app', () => {
  it('covers the write routes of the app', () => {
    expect(WRITE_ROUTES.length).toBeGreaterThanOrEqual(40);
  });

  for (const { method, path } of WRITE_ROUTES) {
    it(`${method} ${path}: no 5xx, and a refused request writes nothing`, async () => {
      const params = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
      const idChoice = fc.record(
        Object.fromEntries(params.map((name) => [name, fc.option(nastyId, { freq: 2 })])) as Record<
          string,
          fc.Arbitrary<string | null>
        >,
      );
      await fc.assert(
        fc.asyncProperty(
          bodyArbitrary(method, path),
          idChoice,
          fc.option(nastyQuery, { freq: 3 }),
          async (body, choice, query) => {
            const client = clientFor(path);
            const search = query ? new URLSearchParams(query as Record<string, string>).toString() : '';
            const url = `${fillPath(path, choice)}${search ? `?${search}` : ''}`;
            const before = await digestTables(handle.db, tables);
            const res =
              body.kind === 'json'
                ? await client.request(url, { method, json: body.value })
                : await client.request(url, {
                    method,
                    body: body.value,
                    headers: { 'content-type': 'application/json' },
                  });
            const text = await res.text();
            // 503 is the one 5xx allowed: a provider this test leaves unconfigured (automatic translation), in French.
            const unconfigured = res.status === 503 && (JSON.parse(text) as { code?: string }).code === 'UNAVAILABLE';
            if (!unconfigured) expect(res.status, `${method} ${url} → ${text.slice(0, 200)}`).toBeLessThan(500);
            if (res.status >= 400) {
              const allowed = WRITTEN_WHEN_REFUSED[routeKey(method, path)] ?? [];
              const changed = changedTables(before, await digestTables(handle.db, tables)).filter(
                (name) => !allowed.includes(name),
              );
              expect(changed, `${method} ${url} → ${res.status}`).toEqual([]);
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

const READ_ROUTES = createApp()
  .routes.filter((r) => r.method === 'GET' && r.path !== '/api/logout')
  .map((r) => r.path)
  .filter((path, i, all) => all.indexOf(path) === i);

describe('every read route, its query string fuzzed', () => {
  it('answers no 5xx and writes nothing, as a visitor, a couple and the administrator', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...READ_ROUTES),
        nastyQuery,
        fc.constantFrom('anonymous', 'owner', 'admin'),
        async (path, query, who) => {
          const client = who === 'anonymous' ? actors.anonymous : who === 'owner' ? actors.owner.client : actors.admin;
          const url = `${fillPath(path, {})}?${new URLSearchParams(query as Record<string, string>).toString()}`;
          const before = await digestTables(handle.db, tables);
          const res = await client.request(url);
          expect(res.status, `GET ${url} → ${(await res.text()).slice(0, 200)}`).toBeLessThan(500);
          expect(changedTables(before, await digestTables(handle.db, tables)), `GET ${url}`).toEqual([]);
        },
      ),
      { numRuns: RUNS * 10 },
    );
  });
});

describe("Twilio's signed webhook, fuzzed", () => {
  it('answers every signed message in TwiML or a 400, never a 5xx', async () => {
    const token = 'twilio-fuzz-token';
    const app = createTestApp({ db: handle.db, env: { TWILIO_AUTH_TOKEN: token, PUBLIC_BASE_URL: TEST_ORIGIN } });
    let sid = 0;
    await fc.assert(
      fc.asyncProperty(
        nastyString,
        fc.option(nastyString),
        fc.constantFrom('whatsapp:+33600000001', 'whatsapp:+33600000002', 'whatsapp:\u0000', 'x'),
        async (text, profile, from) => {
          const params: Record<string, string> = {
            MessageSid: `SM${String(++sid).padStart(32, '7')}`,
            From: from,
            Body: text,
          };
          if (profile !== null) params.ProfileName = profile;
          const data =
            `${TEST_ORIGIN}/api/whatsapp/webhook` +
            Object.keys(params)
              .sort()
              .map((k) => k + params[k])
              .join('');
          const signature = createHmac('sha1', token).update(Buffer.from(data, 'utf8')).digest('base64');
          const res = await app.request('/api/whatsapp/webhook', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
            body: new URLSearchParams(params).toString(),
          });
          expect(res.status).toBeLessThan(500);
          if (res.status === 200) expect(await res.text()).toContain('<Message>');
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });
});

describe("Twilio's signed status callbacks, fuzzed", () => {
  it('answers every signed callback without a 5xx, and an unknown status writes nothing', async () => {
    const app = createTestApp({
      db: handle.db,
      env: { TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, PUBLIC_BASE_URL: TEST_ORIGIN },
    });
    const statuses = fc.oneof(
      fc.constantFrom('queued', 'sent', 'delivered', 'read', 'failed', 'undelivered'),
      nastyString,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant('SMunknown'), nastyString),
        statuses,
        fc.option(nastyString),
        async (sid, status, errorCode) => {
          const params: Record<string, string> = { MessageSid: sid, MessageStatus: status };
          if (errorCode !== null) params.ErrorCode = errorCode;
          const before = await digestTables(handle.db, tables);
          const res = await sendSignedStatus(app, params);
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(changedTables(before, await digestTables(handle.db, tables))).toEqual([]);
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });
});

describe("Stripe's signed events, fuzzed", () => {
  it('acknowledges or refuses every signed PaymentIntent event without a 5xx, and books nothing it did not order', async () => {
    const cents = fc.oneof(
      fc.integer({ min: -5, max: 10_000_000 }),
      fc.constantFrom(0, 1, 4275, Number.MAX_SAFE_INTEGER),
    );
    const metadata = fc.oneof(
      fc.constant({}),
      fc.record({
        app: fc.constantFrom('assistant-mariage', 'autre'),
        kind: fc.oneof(fc.constantFrom('deposit', 'balance'), nastyString),
        weddingId: fc.oneof(fc.constant(String(bases.default!.weddingId)), nastyString),
        depositCents: fc.oneof(cents.map(String), nastyString),
        balanceCents: fc.oneof(cents.map(String), nastyString),
      }),
    );
    const intent = fc.record({
      id: fc.oneof(
        fc.constant('pi_never_ordered'),
        fc.string({ maxLength: 20 }).map((x) => `pi_${x}`),
      ),
      object: fc.constant('payment_intent'),
      amount: cents,
      amount_received: cents,
      currency: fc.constantFrom('eur', 'usd', 'EUR', ''),
      status: fc.constantFrom('succeeded', 'requires_payment_method', 'processing', 'canceled'),
      customer: fc.option(fc.string({ maxLength: 12 })),
      metadata,
      created: fc.constant(1_800_000_000),
    });
    const type = fc.constantFrom(
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'charge.refunded',
      'customer.created',
    );
    await fc.assert(
      fc.asyncProperty(type, intent, async (eventType, object) => {
        const before = await digestTables(handle.db, ['transactions', 'weddings', 'outbox']);
        const delivery = signedDelivery(stripeEvent(eventType, object), { secret: 'whsec_fuzz' });
        const res = await stripeClient.request('/api/stripe/webhook', {
          method: 'POST',
          body: delivery.body,
          headers: { ...delivery.headers, origin: '' },
        });
        expect(res.status, await res.text()).toBeLessThan(500);
        // None of these intents is an order of ours: no payment booked, no wedding moved, no e-mail.
        expect(changedTables(before, await digestTables(handle.db, ['transactions', 'weddings', 'outbox']))).toEqual(
          [],
        );
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
