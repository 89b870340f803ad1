// The inputs that used to answer 500 (NUL bytes, year 0000 and 9999, a 1 MB e-mail): each is now a French 400 that
// writes nothing, on the body, the query string, the path and Twilio's signed webhook alike.
import { createHmac } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { processedWebhookEvents, rateLimitHits, scheduledMessages, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import { createActors } from '../testing/actors.ts';
import { SAMPLE_TRIAL, SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { createWedding } from '../weddings/create-wedding.ts';
import { parseEnv } from '../env.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;

beforeAll(async () => {
  actors = await createActors(handle.db);
});

const weddingCount = async () => (await handle.db.select({ n: count() }).from(weddings))[0]!.n;
const scheduledCount = async () => (await handle.db.select({ n: count() }).from(scheduledMessages))[0]!.n;

describe('NUL and control characters', () => {
  it('refuses a NUL in any text field of a body with a French 400 and writes nothing', async () => {
    const before = await weddingCount();
    for (const field of ['brideName', 'ceremonyVenue', 'additionalInfo', 'weddingDate']) {
      const res = await actors.owner.client.request('/api/weddings', {
        method: 'POST',
        json: { ...SAMPLE_WEDDING, [field]: 'Château\u0000' },
      });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(t('input.controlCharacters'));
    }
    expect(await weddingCount()).toBe(before);
  });

  it('keeps new lines in multi-line fields and refuses them in names', async () => {
    const ok = await actors.owner.client.request('/api/weddings', {
      method: 'POST',
      json: { ...SAMPLE_WEDDING, additionalInfo: 'Navette\n14h00' },
    });
    expect(ok.status).toBe(201);
    const bad = await actors.owner.client.request('/api/weddings', {
      method: 'POST',
      json: { ...SAMPLE_WEDDING, brideName: 'Camille\nJulien' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a NUL in a query string or a path parameter before any query runs', async () => {
    for (const path of [
      '/api/admin/users?search=a%00b',
      '/api/admin/users/abc%00',
      '/api/users/x%00/weddings',
      '/api/faqs?weddingId=1%00',
    ]) {
      const res = await actors.admin.request(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(t('input.controlCharacters'));
    }
  });

  it('answers a guest whose signed WhatsApp message holds a NUL in French, storing nothing', async () => {
    const token = 'twilio-test-token';
    const app = createTestApp({ db: handle.db, env: { TWILIO_AUTH_TOKEN: token, PUBLIC_BASE_URL: TEST_ORIGIN } });
    const params = {
      MessageSid: 'SM'.padEnd(34, '9'),
      From: 'whatsapp:+33600000009',
      Body: 'Bonjour\u0000',
      ProfileName: 'Invité',
    };
    const data =
      `${TEST_ORIGIN}/api/whatsapp/webhook` +
      Object.keys(params)
        .sort()
        .map((k) => k + params[k as keyof typeof params])
        .join('');
    const signature = createHmac('sha1', token).update(Buffer.from(data, 'utf8')).digest('base64');
    const before = (await handle.db.select({ n: count() }).from(processedWebhookEvents))[0]!.n;
    const res = await app.request('/api/whatsapp/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      body: new URLSearchParams(params).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('caractères invisibles');
    expect((await handle.db.select({ n: count() }).from(processedWebhookEvents))[0]!.n).toBe(before);
  });
});

describe('dates', () => {
  it('refuses the years 0000 and 9999 on every date input with a French 400 and writes nothing', async () => {
    const weddingsBefore = await weddingCount();
    const scheduledBefore = await scheduledCount();
    for (const weddingDate of ['0000-01-01', '9999-12-31']) {
      const created = await actors.owner.client.request('/api/weddings', {
        method: 'POST',
        json: { ...SAMPLE_WEDDING, weddingDate },
      });
      expect(created.status).toBe(400);
      expect(((await created.json()) as { message: string }).message).toBe(t('input.date.outOfRange'));
      const trial = await actors.anonymous.request('/api/create-trial', {
        method: 'POST',
        json: { ...SAMPLE_TRIAL, weddingDate },
      });
      expect(trial.status).toBe(400);
      const pre = await actors.anonymous.request('/api/pre-registration', {
        method: 'POST',
        json: { email: `p${weddingDate}@example.com`, firstName: 'Léa', weddingDate },
      });
      expect(pre.status).toBe(400);
    }
    expect(await weddingCount()).toBe(weddingsBefore);
    expect(await scheduledCount()).toBe(scheduledBefore);
  });

  it('creates a wedding with its scheduled messages all or nothing', async () => {
    const before = { weddings: await weddingCount(), scheduled: await scheduledCount() };
    // The fourth scheduled message fails, as a date overflowing Postgres once did.
    await handle.db.execute(sql`create function fail_thank_you() returns trigger language plpgsql as $$
      begin if new.message_type = 'thank_you' then raise exception 'boom'; end if; return new; end $$`);
    await handle.db.execute(
      sql`create trigger fail_thank_you before insert on scheduled_messages for each row execute function fail_thank_you()`,
    );
    try {
      await expect(
        createWedding({
          db: handle.db,
          config: parseEnv({}),
          userId: actors.owner.user.id,
          fields: { ...SAMPLE_WEDDING } as never,
        }),
      ).rejects.toThrow();
    } finally {
      await handle.db.execute(sql`drop trigger fail_thank_you on scheduled_messages`);
    }
    expect({ weddings: await weddingCount(), scheduled: await scheduledCount() }).toEqual(before);
  });
});

describe('lengths before keys', () => {
  it('answers a 50 KB e-mail on login with a French 400, a 1 MB one with a 413, and records no rate-limit key', async () => {
    const before = (await handle.db.select({ n: count() }).from(rateLimitHits))[0]!.n;
    const long = await actors.anonymous.request('/api/login-email', {
      method: 'POST',
      json: { email: `${'a'.repeat(50 * 1024)}@example.com`, password: 'x' },
    });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(t('login.invalid'));
    const huge = await actors.anonymous.request('/api/login-email', {
      method: 'POST',
      json: { email: `${'a'.repeat(1024 * 1024)}@example.com`, password: 'x' },
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    expect((await handle.db.select({ n: count() }).from(rateLimitHits))[0]!.n).toBe(before);
  });
});

describe('ids beyond what Postgres holds', () => {
  it('answers an id past 2³¹ − 1 in a path, a query or a body with a French 404 or 400, never a 500', async () => {
    const big = ['2147483648', '99999999999', '9007199254740991'];
    for (const id of big) {
      for (const path of [`/api/weddings/${id}`, `/api/guests/${id}`, `/api/faqs?weddingId=${id}`]) {
        const res = await actors.owner.client.request(path);
        expect([400, 404], path).toContain(res.status);
        expect(((await res.json()) as { message: string }).message, path).toMatch(/\p{L}/u);
      }
      const faq = await actors.owner.client.request('/api/faqs', {
        method: 'POST',
        json: {
          weddingId: Number(id),
          question: 'Les enfants sont-ils invités ?',
          answer: 'Oui, les enfants sont les bienvenus.',
        },
      });
      expect(faq.status, `POST /api/faqs ${id}`).toBe(400);
      expect(((await faq.json()) as { message: string }).message).toBe(t('faq.wedding.required'));
      const admin = await actors.admin.request(`/api/admin/weddings/${id}`);
      expect([400, 404], `admin ${id}`).toContain(admin.status);
    }
  });
});
