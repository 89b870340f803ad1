// The browser clients against the real API: every call below goes through the client a screen uses (Hono's `hc` on
// the routes' types) into the real Hono app on a PGlite database. A route whose path or method drifts from its client
// answers the app's « not found » here; an answer whose shape drifts from what the screens read fails the type checks
// below under `tsc --noEmit` (and its runtime parse with the shared schema here).
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { createActors } from '../testing/actors.ts';
import type { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import { t } from '../../shared/messages/index.ts';
import {
  ZAdminStats,
  ZAdminWeddingDetail,
  type TAdminStats,
  type TAdminWeddingDetail,
} from '../../shared/schemas/admin.ts';
import { ZAuthResponse, type TAuthResponse } from '../../shared/schemas/auth.ts';
import { ZListedGuest, ZRsvpSummary, type TListedGuest, type TRsvpSummary } from '../../shared/schemas/guests.ts';
import { ZInbox, type TInbox } from '../../shared/schemas/inbox.ts';
import {
  ZFaq,
  ZWedding,
  ZWeddingStats,
  type TFaq,
  type TWedding,
  type TWeddingStats,
} from '../../shared/schemas/weddings.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { api } from '../../lib/api-client.ts';
import { announcementsApi, guestListApi, weddingDayApi } from '../../lib/guest-list-api.ts';
import { inboxApi } from '../../lib/inbox-api.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let caller: ReturnType<typeof createTestApp>;
let wedding: TWedding;
const unrouted = t('error.notFound');

beforeAll(async () => {
  actors = await createActors(handle.db);
  caller = actors.owner.client;
  // The clients call `fetch('/api/…')` as in the browser: the signed-in actor's cookie jar answers it.
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => caller.request(path, init));
  wedding = await api.weddings.create(SAMPLE_WEDDING);
});

afterAll(() => vi.unstubAllGlobals());

/** The error a call raised, checked not to be the app's answer to an unknown route. */
async function failure(pending: Promise<unknown>): Promise<AppError> {
  const error = await pending.then(
    () => expect.fail('the call should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).userMessage).not.toBe(unrouted);
  return error as AppError;
}

describe('the couple pages’ clients and the routes agree', () => {
  it('reads the session and the wedding as the handlers answer them', async () => {
    const me = await api.auth.me();
    expectTypeOf(me).toExtend<TAuthResponse>();
    expect(ZAuthResponse.parse(me).user.id).toBe(actors.owner.user.id);

    const read = await api.weddings.get(wedding.id);
    expectTypeOf(read).toExtend<TWedding>();
    expect(ZWedding.parse(read)).toMatchObject({ id: wedding.id, brideName: SAMPLE_WEDDING.brideName });
    expect(await api.weddings.listByUser(actors.owner.user.id)).toMatchObject([{ id: wedding.id }]);

    const stats = await api.weddings.stats(wedding.id);
    expectTypeOf(stats).toExtend<TWeddingStats>();
    ZWeddingStats.parse(stats);
  });

  it('writes and reads a FAQ, and raises the API’s French refusal as the one AppError', async () => {
    const faq = await api.faqs.create({
      weddingId: wedding.id,
      question: 'Peut-on venir avec des enfants ?',
      answer: 'Oui, les enfants sont les bienvenus.',
    });
    expectTypeOf(faq).toExtend<TFaq>();
    ZFaq.parse(faq);
    expect((await api.faqs.list(wedding.id)).map((f) => f.id)).toContain(faq.id);
    await api.faqs.update(faq.id, { question: 'Les enfants sont-ils invités ?', answer: faq.answer });
    expect(await api.weddings.faqs(wedding.id)).toMatchObject([{ question: 'Les enfants sont-ils invités ?' }]);
    await api.faqs.remove(faq.id);
    expect(await api.faqs.list(wedding.id)).toEqual([]);

    const refused = await failure(api.faqs.create({ weddingId: wedding.id, question: '', answer: '' }));
    expect(refused.status).toBe(400);
  });

  it('runs the guest list, the wedding day, the announcements and the inbox through their own clients', async () => {
    const guest = await guestListApi.add(wedding.id, {
      name: 'Hélène Martin',
      phone: '06 12 34 56 78',
      household: 'Famille Martin',
      language: 'fr',
    });
    expectTypeOf(guest).toExtend<TListedGuest>();
    expect(ZListedGuest.parse(guest)).toMatchObject({ phoneNumber: '+33612345678', listed: true });
    expect((await guestListApi.listed(wedding.id)).map((g) => g.id)).toEqual([guest.id]);
    await guestListApi.update(wedding.id, guest.id, { name: 'Hélène Martin-Roy', phone: '06 12 34 56 78' });
    const preview = await guestListApi.importCsv(wedding.id, 'nom,téléphone\nPaul Roy,06 98 76 54 32\n', false);
    expect(preview.rows).toHaveLength(1);
    const summary = await guestListApi.rsvpSummary(wedding.id);
    expectTypeOf(summary).toExtend<TRsvpSummary>();
    ZRsvpSummary.parse(summary);

    // The CSV download is a plain link the browser follows: the path the client builds is a route.
    const exportUrl = guestListApi.exportUrl(wedding.id, 'all');
    expect(exportUrl).toBe(`/api/weddings/${wedding.id}/guests/export?rsvp=all`);
    expect((await caller.request(exportUrl)).status).toBe(200);

    const noName = await failure(guestListApi.add(wedding.id, { name: '', phone: '06 11 22 33 44' }));
    expect(noName).toMatchObject({ status: 400, userMessage: tGuestList('guestList.error.nameRequired') });

    expect(Array.isArray(await weddingDayApi.parts(wedding.id))).toBe(true);
    expect(Array.isArray(await weddingDayApi.households(wedding.id))).toBe(true);
    expect(Array.isArray(await announcementsApi.list(wedding.id))).toBe(true);
    await announcementsApi.reach(wedding.id, null);

    const inbox = await inboxApi.list(wedding.id);
    expectTypeOf(inbox).toExtend<TInbox>();
    ZInbox.parse(inbox);
    await inboxApi.saveSettings(wedding.id, { notifications: 'daily_digest' });
    expect(await inboxApi.settings(wedding.id)).toEqual({ notifications: 'daily_digest' });
    expect(await api.messages.list(wedding.id, 5)).toEqual([]);

    await guestListApi.remove(wedding.id, guest.id);
    expect(await guestListApi.listed(wedding.id)).toEqual([]);
  });

  it("answers another couple's wedding with the French « not found », not an unknown route", async () => {
    caller = actors.other.client;
    try {
      const error = await failure(inboxApi.list(wedding.id));
      expect(error).toMatchObject({ status: 404, userMessage: t('wedding.notFound') });
    } finally {
      caller = actors.owner.client;
    }
  });
});

describe('the back office’s client and the routes agree', () => {
  it('reads figures, lists and a wedding with their query strings', async () => {
    caller = actors.admin;
    try {
      const stats = await adminApi.stats();
      expectTypeOf(stats).toExtend<TAdminStats>();
      ZAdminStats.parse(stats);
      const weddings = await adminApi.weddings({ q: SAMPLE_WEDDING.brideName, limit: 5 });
      expect(weddings.rows.map((w) => w.id)).toContain(wedding.id);
      const detail = await adminApi.wedding(wedding.id);
      expectTypeOf(detail).toExtend<TAdminWeddingDetail>();
      expect(ZAdminWeddingDetail.parse(detail)).toMatchObject({ id: wedding.id });
      expect((await adminApi.users({ q: actors.owner.email })).rows.map((u) => u.id)).toEqual([actors.owner.user.id]);
      expect((await adminApi.messages()).rows).toEqual([]);
      await adminApi.preRegistrations();
      await adminApi.preRegistrationSummary();
      await adminApi.revenue('30d');
      await adminApi.transactions();
      await adminApi.plans();
      await adminApi.discounts();
      await adminApi.monitoring('24h');
      await adminApi.analytics('30');
      await adminApi.aiControl();
      await adminApi.inbox();
      await adminApi.team();
      await adminApi.auditLog();
      // The CSV downloads are plain links: the paths the client builds are routes.
      for (const url of [adminApi.revenueExportUrl('30d'), adminApi.auditExportUrl({ q: 'x' })]) {
        expect((await caller.request(url)).status, url).toBe(200);
      }
      expect(adminApi.auditExportUrl({ q: 'x' })).toBe('/api/admin/audit-log/export?q=x');
      await adminApi.retentionSettings();
      await adminApi.pages();
      await adminApi.socialLinks();
      await adminApi.siteSettings();
      await adminApi.checkAuth();

      const badPeriod = await failure(adminApi.revenue('2y' as '30d'));
      expect(badPeriod).toMatchObject({ status: 400, userMessage: t('admin.validation.invalidPeriod') });
    } finally {
      caller = actors.owner.client;
    }
  });

  it('sends a couple to the login answer, not to an unknown route', async () => {
    const error = await failure(adminApi.stats());
    expect([401, 403]).toContain(error.status);
  });
});
