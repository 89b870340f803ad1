// The functions as Netlify deploys them: bundled by Netlify's own bundler (scripts/bundle-functions.ts), extracted,
// and called through Netlify's bootstrap on a PostgreSQL server (TEST_DATABASE_URL; CI runs this in its PostgreSQL
// pass). Each call returns when Lambda would freeze the instance, so what is not written by then is lost.
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guests,
  householdAnswers,
  households,
  outbox,
  requestMetrics,
  sessions,
  users,
  weddings,
} from '../db/schema/index.ts';
import { DEMO_WEDDING_ID } from '../db/seed/demo-wedding.ts';
import { seedAll } from '../db/seed/index.ts';
import { bundleFunctions, type BundledFunction as Archive } from '../scripts/bundle-functions.ts';
import { parseEnv } from '../src/server/env.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../src/server/http/security-headers.ts';
import { SCHEDULED_JOBS } from '../src/server/scheduler/registry.ts';
import { signedDelivery, stripeEvent, TEST_WEBHOOK_SECRET } from '../src/server/payments/testing/stripe-events.ts';
import { testDatabase } from '../src/server/testing/test-database.ts';
import { extractFunction, loadBundledFunction, type BundledFunction } from './testing/bundled-function.ts';

const SITE = 'https://mariage.example';
const TWILIO_TOKEN = 'bundled-twilio-token';
const APP_NAME = 'bundled-api';

let archives: Archive[];
let api: BundledFunction;
const savedEnv = { ...process.env };

const archive = (name: string) => archives.find((a) => a.name === name)!;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

function signedTwilio(body: string, sid: string) {
  const params: Record<string, string> = {
    MessageSid: sid,
    AccountSid: 'ACtest',
    From: 'whatsapp:+33611223344',
    To: 'whatsapp:+14155238886',
    Body: body,
    NumMedia: '0',
    ProfileName: 'Invitée',
  };
  const data =
    `${SITE}/api/whatsapp/webhook` +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join('');
  const signature = createHmac('sha1', TWILIO_TOKEN).update(Buffer.from(data, 'utf8')).digest('base64');
  return new Request(`${SITE}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params).toString(),
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('functions bundled as Netlify deploys them', () => {
  const handle = testDatabase();
  const metricsCount = async () => (await handle.db.select().from(requestMetrics)).length;

  beforeAll(async () => {
    archives = await bundleFunctions(process.cwd(), mkdtempSync(join(tmpdir(), 'functions-')));
    const env = {
      NETLIFY: 'true',
      SITE_INITIAL_MODE: 'open',
      ADMIN_PASSWORD: 'Bundled-admin-pass-1!',
      SEED_DEMO: '1',
      PUBLIC_BASE_URL: SITE,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    };
    await seedAll({ db: handle.db, env: parseEnv({ ...env, DATABASE_URL: handle.url }), log: () => {} });
    const url = new URL(handle.url!);
    url.searchParams.set('application_name', APP_NAME);
    Object.assign(process.env, env, { DATABASE_URL: url.toString(), OPENAI_API_KEY: '', SMTP_URL: '' });
    api = await loadBundledFunction(archive('api').path);
  }, 300_000);

  afterAll(async () => {
    process.env = savedEnv;
  });

  it('carry what runs there: no PGlite, no Twilio REST client, three date-fns locales, one Stripe, one job each', async () => {
    // Issue 31's 3 MB, counted in decimal megabytes (the stricter reading).
    expect(archive('api').bytes).toBeLessThanOrEqual(3_000_000);
    for (const job of SCHEDULED_JOBS) expect(archive(job.name).bytes).toBeLessThanOrEqual(3_000_000);

    const apiFiles = filesOf(api.dir);
    // Drizzle and date-fns are bundled into each function from their ES builds (tsconfig's paths): no copy of
    // either is left in the archive, and only the three date-fns locales the code imports are in the bundle.
    expect(apiFiles.filter((f) => /node_modules\/(drizzle-orm|date-fns)\//.test(f))).toEqual([]);
    expect(apiFiles.filter((f) => f.endsWith('@neondatabase/serverless/index.mjs'))).toEqual([]);
    expect(apiFiles.filter((f) => f.includes('@electric-sql'))).toEqual([]);
    expect(apiFiles.filter((f) => f.includes('twilio/lib/rest'))).toEqual([]);
    const apiMain = readFileSync(join(api.dir, 'netlify/functions/api.cjs'), 'utf8');
    const locales = new Set(
      [...apiMain.matchAll(/^\/\/ node_modules\/date-fns\/locale\/([\w-]+)\.js$/gm)].map((m) => m[1]),
    );
    expect([...locales].sort()).toEqual(['en-US', 'es', 'fr']);
    expect(apiFiles.some((f) => f.startsWith('node_modules/stripe/cjs/'))).toBe(true);
    expect(apiFiles.some((f) => f.startsWith('node_modules/stripe/esm/'))).toBe(false);

    for (const job of SCHEDULED_JOBS) {
      const dir = await extractFunction(archive(job.name).path);
      const files = filesOf(dir);
      expect(files.filter((f) => f.includes('@electric-sql') || f.includes('node_modules/twilio/'))).toEqual([]);
      const main = readFileSync(
        join(
          dir,
          files.find((f) => f.startsWith('netlify/functions/') && f.endsWith('.cjs'))!,
        ),
        'utf8',
      );
      expect(main).toContain(`function ${job.run.name}(`);
      for (const other of SCHEDULED_JOBS.filter((j) => j !== job))
        expect(main).not.toContain(`function ${other.run.name}(`);
    }
  });

  it('serve plans, sign-up and signed webhooks, with the security headers, each request measured before the invocation ends', async () => {
    const calls: [Request, number][] = [
      [new Request(`${SITE}/api/pricing/plans`), 200],
      [new Request(`${SITE}/api/pricing/plans`), 200],
      // The French dictionaries load inside the bundle: a first name and a year are refused, a strong password is not.
      [
        new Request(`${SITE}/api/create-simulated-user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE },
          body: JSON.stringify({
            email: 'bundle@example.com',
            firstName: 'Léa',
            lastName: 'Moreau',
            password: 'Camille1990!',
          }),
        }),
        400,
      ],
      [
        new Request(`${SITE}/api/create-simulated-user`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE },
          body: JSON.stringify({
            email: 'bundle@example.com',
            firstName: 'Léa',
            lastName: 'Moreau',
            password: 'Tilleul-Vayres42!',
          }),
        }),
        201,
      ],
      [signedTwilio(`start-${DEMO_WEDDING_ID}`, 'SMbundled0001'), 200],
      [signedTwilio('À quelle heure est la cérémonie ?', 'SMbundled0002'), 200],
      [
        new Request(`${SITE}/api/stripe/webhook`, {
          method: 'POST',
          ...signedDelivery(stripeEvent('customer.created', { object: 'customer', id: 'cus_1' })),
        }),
        200,
      ],
      [new Request(`${SITE}/api/nowhere`), 404],
    ];
    let done = 0;
    for (const [request, status] of calls) {
      const res = await api.invoke(request);
      expect(res.status, `${request.method} ${request.url}: ${await res.clone().text()}`).toBe(status);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
      expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(await metricsCount()).toBe(++done);
    }
    expect((await handle.db.select().from(users)).some((u) => u.email === 'bundle@example.com')).toBe(true);
  });

  it("serve the guests' WhatsApp path from its own bundle, without sessions, back office or payment SDK", async () => {
    const whatsapp = await loadBundledFunction(archive('whatsapp').path);
    const files = filesOf(whatsapp.dir);
    expect(
      files.filter((f) =>
        /node_modules\/(stripe|@node-rs|sanitize-html|marked|papaparse|nodemailer|@electric-sql)\//.test(f),
      ),
    ).toEqual([]);
    const main = readFileSync(
      join(
        whatsapp.dir,
        files.find((f) => f === 'netlify/functions/whatsapp.cjs')!,
      ),
      'utf8',
    );
    expect(main).not.toContain('function createApp(');
    expect(main).not.toContain('function validateSessionToken(');
    // Nor the back office's or the guest list's schemas, which Zod would build at every cold start.
    for (const schemas of ['admin', 'admin-monitoring', 'guests'])
      expect(main).not.toContain(`// src/shared/schemas/${schemas}.ts\n`);
    // Zod is bundled from its ES build (tsconfig's paths), so only the French and English locales it uses load, not
    // the 64 its CommonJS index requires.
    expect(files.filter((f) => f.startsWith('node_modules/zod/'))).toEqual([]);
    expect(main).toContain('// node_modules/zod/v4/locales/fr.js\n');
    expect(main).not.toContain('// node_modules/zod/v4/locales/de.js\n');
    // The OpenAI SDK is required on the first question the model answers, not when the function loads.
    expect(main).not.toMatch(/^var import_openai = .*require\("openai"\)/m);
    // Both database drivers are in the archive (drizzle's adapters inside the bundle), and only the one the URL
    // names is required, by the first invocation.
    for (const driver of ['pg', '@neondatabase/serverless'])
      expect(files.some((f) => f.startsWith(`node_modules/${driver}/`))).toBe(true);
    for (const adapter of ['node-postgres', 'neon-serverless'])
      expect(main).toContain(`// node_modules/drizzle-orm/${adapter}/driver.js\n`);
    expect(main).not.toMatch(/^var import_\w+ = .*require\("(pg|@neondatabase\/serverless)"\)/m);
    expect(main).not.toMatch(/^\s*init_(node_postgres|neon_serverless)\(\);$/m);

    const before = await metricsCount();
    const res = await whatsapp.invoke(signedTwilio('Où se garer ?', 'SMbundledwhatsapp1'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<Message>');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(await metricsCount()).toBe(before + 1);
    expect((await whatsapp.invoke(new Request(`${SITE}/api/whatsapp/nowhere`))).status).toBe(404);
  });

  it('keep one connection across warm invocations', async () => {
    const backends = async () => {
      const result = (await handle.db.execute(
        sql`select pid from pg_stat_activity where application_name = ${APP_NAME} order by pid`,
      )) as unknown as { rows: { pid: number }[] };
      return result.rows.map((r) => r.pid);
    };
    await api.invoke(new Request(`${SITE}/api/pricing/plans`));
    const before = await backends();
    for (let i = 0; i < 5; i++) expect((await api.invoke(new Request(`${SITE}/api/pricing/plans`))).status).toBe(200);
    expect(before.length).toBeGreaterThan(0);
    expect(await backends()).toEqual(before);
  });

  it('run a scheduled job from its own bundle', async () => {
    await handle.db
      .insert(sessions)
      .values({ sid: 'bundled-expired', userId: 'demo-couple', expire: new Date(Date.now() - 60_000) });
    const job = await loadBundledFunction(archive('clean-up-expired-sessions').path);
    const res = await job.invoke(
      new Request(`${SITE}/.netlify/functions/clean-up-expired-sessions`, {
        method: 'POST',
        body: JSON.stringify({ next_run: new Date().toISOString() }),
      }),
    );
    expect(res.status).toBeLessThan(300);
    expect((await handle.db.select().from(sessions)).map((s) => s.sid)).not.toContain('bundled-expired');
  });

  it('ask a guest who stopped halfway through the invitation the question they left, from the job’s own bundle', async () => {
    const [wedding] = await handle.db
      .select({ id: weddings.id })
      .from(weddings)
      .where(eq(weddings.weddingId, DEMO_WEDDING_ID));
    const [household] = await handle.db
      .insert(households)
      .values({ weddingId: wedding!.id, name: 'Famille Bundle', seats: 3 })
      .returning();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await handle.db.insert(guests).values({
      weddingId: wedding!.id,
      householdId: household!.id,
      name: 'Hélène Bundle',
      phoneNumber: '+33611229988',
      listed: true,
      lastInteraction: hoursAgo(4),
      pendingChoice: {
        kind: 'invitation',
        step: 'count',
        part: 0,
        language: 'fr',
        expiresAt: new Date(Date.now() + 20 * 3_600_000).toISOString(),
      },
    });
    await handle.db
      .insert(householdAnswers)
      .values({ householdId: household!.id, partId: null, status: 'yes', partySize: null, answeredAt: hoursAgo(4) });
    const job = await loadBundledFunction(archive('remind-unfinished-answers').path);
    const res = await job.invoke(
      new Request(`${SITE}/.netlify/functions/remind-unfinished-answers`, {
        method: 'POST',
        body: JSON.stringify({ next_run: new Date().toISOString() }),
      }),
    );
    expect(res.status).toBeLessThan(300);
    const copies = await handle.db.select().from(outbox).where(eq(outbox.recipient, '+33611229988'));
    expect(copies.map((c) => c.body)).toEqual([
      'Il me manque encore un petit détail pour votre réponse :\nCombien serez-vous ?\nRépondez par un nombre, de 1 à 3.',
    ]);
  });
});
