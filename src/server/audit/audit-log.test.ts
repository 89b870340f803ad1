import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, outbox, pricingPlans, transactions, weddings } from '../../../db/schema/index.ts';
import { createApp } from '../http/app.ts';
import { payingCouple } from '../payments/testing/payment-fixtures.ts';
import { createActors, signUpCouple } from '../testing/actors.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase({ seedPlans: true });
let actors: Awaited<ReturnType<typeof createActors>>;
beforeAll(async () => {
  actors = await createActors(handle.db);
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const entries = () => handle.db.select().from(auditLog).orderBy(desc(auditLog.id));
const latest = async () => (await entries())[0]!;

async function adminWrite(method: string, path: string, json?: unknown) {
  const res = await actors.admin.request(path, { method, ...(json === undefined ? {} : { json }) });
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return res;
}

/** A couple whose deposit the simulated card paid and whose wedding-day balance the bank then declined. */
async function declinedBalance(): Promise<number> {
  const couple = await payingCouple({ db: handle.db });
  const started = await couple.client.request('/api/create-couple-payment', {
    method: 'POST',
    json: { weddingId: couple.wedding.id },
  });
  const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
  expect(
    (
      await couple.client.request('/api/payments/simulated/confirm', {
        method: 'POST',
        json: { paymentIntentId, cardNumber: '4242 4242 4242 4242' },
      })
    ).status,
  ).toBe(200);
  await handle.db.update(weddings).set({ paymentStatus: 'balance_failed' }).where(eq(weddings.id, couple.wedding.id));
  return couple.wedding.id;
}

/** Every state-changing route an administrator can call, each with one successful request. */
async function everyAdminWrite(): Promise<Record<string, () => Promise<{ action: string; targetType: string }>>> {
  const [plan] = await handle.db.select().from(pricingPlans).where(eq(pricingPlans.type, 'couple'));
  return {
    'POST /api/admin/users': async () => {
      await adminWrite('POST', '/api/admin/users', {
        email: `cree-${Date.now()}@example.com`,
        firstName: 'Noémie',
        lastName: 'Créée',
        password: 'Tilleul-Vayres42!',
      });
      return { action: 'user.create', targetType: 'user' };
    },
    'PATCH /api/admin/users/:id': async () => {
      await adminWrite('PATCH', `/api/admin/users/${actors.other.user.id}`, { lastName: 'Renommé' });
      return { action: 'user.update', targetType: 'user' };
    },
    'DELETE /api/admin/users/:id': async () => {
      const doomed = await signUpCouple(handle.db, 'doomed');
      await adminWrite('DELETE', `/api/admin/users/${doomed.user.id}`);
      return { action: 'user.delete', targetType: 'user' };
    },
    'PATCH /api/admin/weddings/:id': async () => {
      const wedding = (await (
        await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
      ).json()) as { id: number };
      await adminWrite('PATCH', `/api/admin/weddings/${wedding.id}`, { botActive: false });
      return { action: 'wedding.update', targetType: 'wedding' };
    },
    'DELETE /api/admin/weddings/:id': async () => {
      const wedding = (await (
        await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
      ).json()) as { id: number };
      await adminWrite('DELETE', `/api/admin/weddings/${wedding.id}`);
      return { action: 'wedding.delete', targetType: 'wedding' };
    },
    'PATCH /api/admin/pricing/plans/:id': async () => {
      await adminWrite('PATCH', `/api/admin/pricing/plans/${plan!.id}`, { isActive: true });
      return { action: 'plan.update', targetType: 'plan' };
    },
    'POST /api/admin/pricing/discounts': async () => {
      await adminWrite('POST', '/api/admin/pricing/discounts', {
        code: `AUDIT${Date.now()}`,
        type: 'percentage',
        value: 5,
      });
      return { action: 'discount_code.create', targetType: 'discount_code' };
    },
    'PATCH /api/admin/pricing/discounts/:id': async () => {
      const code = (await (
        await adminWrite('POST', '/api/admin/pricing/discounts', {
          code: `MODIF${Date.now()}`,
          type: 'percentage',
          value: 5,
        })
      ).json()) as Json;
      await adminWrite('PATCH', `/api/admin/pricing/discounts/${code.id}`, { value: 10 });
      return { action: 'discount_code.update', targetType: 'discount_code' };
    },
    'DELETE /api/admin/pricing/discounts/:id': async () => {
      const code = (await (
        await adminWrite('POST', '/api/admin/pricing/discounts', {
          code: `SUPPR${Date.now()}`,
          type: 'percentage',
          value: 5,
        })
      ).json()) as Json;
      await adminWrite('DELETE', `/api/admin/pricing/discounts/${code.id}`);
      return { action: 'discount_code.delete', targetType: 'discount_code' };
    },
    'POST /api/admin/transactions/:id/refund': async () => {
      const couple = await payingCouple({ db: handle.db });
      const { paymentIntentId } = (await (
        await couple.client.request('/api/create-couple-payment', {
          method: 'POST',
          json: { weddingId: couple.wedding.id },
        })
      ).json()) as Json;
      await couple.client.request('/api/payments/consent', {
        method: 'POST',
        json: { paymentIntentId: paymentIntentId, accepted: true },
      });
      await couple.client.request('/api/payments/simulated/confirm', {
        method: 'POST',
        json: { paymentIntentId, cardNumber: '4242424242424242' },
      });
      const [payment] = await handle.db
        .select()
        .from(transactions)
        .where(eq(transactions.stripePaymentId, paymentIntentId));
      await adminWrite('POST', `/api/admin/transactions/${payment!.id}/refund`, { amountCents: 1000 });
      return { action: 'transaction.refund', targetType: 'transaction' };
    },
    'POST /api/admin/pages': async () => {
      await adminWrite('POST', '/api/admin/pages', {
        slug: `audit-${Date.now()}`,
        title: 'Page auditée',
        content: '# Bonjour',
      });
      return { action: 'page.create', targetType: 'page' };
    },
    'PUT /api/admin/pages/:id': async () => {
      const page = (await (
        await adminWrite('POST', '/api/admin/pages', { slug: `modif-${Date.now()}`, title: 'Avant', content: 'x' })
      ).json()) as Json;
      await adminWrite('PUT', `/api/admin/pages/${page.id}`, { slug: page.slug, title: 'Après', content: 'y' });
      return { action: 'page.update', targetType: 'page' };
    },
    'DELETE /api/admin/pages/:id': async () => {
      const page = (await (
        await adminWrite('POST', '/api/admin/pages', { slug: `suppr-${Date.now()}`, title: 'Page', content: 'x' })
      ).json()) as Json;
      await adminWrite('DELETE', `/api/admin/pages/${page.id}`);
      return { action: 'page.delete', targetType: 'page' };
    },
    'POST /api/admin/social-links': async () => {
      await adminWrite('POST', '/api/admin/social-links', {
        links: [{ platform: 'Instagram', url: 'https://instagram.com/assistant', enabled: true }],
      });
      return { action: 'social_links.update', targetType: 'social_links' };
    },
    'PUT /api/admin/site-settings': async () => {
      await adminWrite('PUT', '/api/admin/site-settings', { launchMode: 'open' });
      return { action: 'site_settings.update', targetType: 'site_settings' };
    },
    'POST /api/admin/monitoring/check': async () => {
      await adminWrite('POST', '/api/admin/monitoring/check');
      return { action: 'provider_check.run', targetType: 'provider_check' };
    },
    'PUT /api/admin/ai-control/settings': async () => {
      await adminWrite('PUT', '/api/admin/ai-control/settings', {
        autoModeration: false,
        confidenceThreshold: 0.6,
        maxResponseLength: 300,
      });
      return { action: 'assistant_settings.update', targetType: 'assistant_settings' };
    },
    'POST /api/admin/api-keys/:provider/test': async () => {
      await adminWrite('POST', '/api/admin/api-keys/openai/test');
      return { action: 'provider_check.run', targetType: 'provider_check' };
    },
    'PUT /api/admin/retention-settings': async () => {
      await adminWrite('PUT', '/api/admin/retention-settings', {
        guestMonthsAfterWedding: 2,
        trialDays: 60,
        preRegistrationMonths: 12,
      });
      return { action: 'retention_settings.update', targetType: 'retention_settings' };
    },
    'POST /api/admin/ai-control/flagged/:id/review': async () => {
      const wedding = (await (
        await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
      ).json()) as { id: number };
      const [flagged] = await handle.db
        .insert(messages)
        .values({
          weddingId: wedding.id,
          message: 'Parking ?',
          response: 'Oui',
          answerSource: 'parkingInfo',
          confidence: 0.5,
          flaggedThreshold: 0.8,
        })
        .returning();
      await adminWrite('POST', `/api/admin/ai-control/flagged/${flagged!.id}/review`, { verdict: 'right' });
      return { action: 'flagged_answer.review', targetType: 'message' };
    },
    'POST /api/admin/inbox/balances/:id/retry': async () => {
      const weddingId = await declinedBalance();
      await adminWrite('POST', `/api/admin/inbox/balances/${weddingId}/retry`);
      return { action: 'wedding.balance_retry', targetType: 'wedding' };
    },
    'POST /api/admin/inbox/balances/:id/send-link': async () => {
      const weddingId = await declinedBalance();
      await adminWrite('POST', `/api/admin/inbox/balances/${weddingId}/send-link`);
      return { action: 'wedding.balance_link', targetType: 'wedding' };
    },
    'POST /api/admin/inbox/outbox/:id/retry': async () => {
      const [entry] = await handle.db
        .insert(outbox)
        .values({ channel: 'email', recipient: 'x@example.com', body: '…', status: 'failed', lastError: 'SMTP 550' })
        .returning();
      await adminWrite('POST', `/api/admin/inbox/outbox/${entry!.id}/retry`);
      return { action: 'outbox.retry', targetType: 'outbox' };
    },
    'POST /api/admin/team/invitations': async () => {
      await adminWrite('POST', '/api/admin/team/invitations', {
        email: `collegue-${Date.now()}@example.com`,
        role: 'support',
      });
      return { action: 'staff_invitation.create', targetType: 'staff_invitation' };
    },
    'PATCH /api/admin/team/:id': async () => {
      await adminWrite('PATCH', '/api/admin/team/admin-001', { role: 'administrator' });
      return { action: 'staff.update', targetType: 'staff' };
    },
    'POST /api/content/rebuild': async () => {
      await adminWrite('POST', '/api/content/rebuild');
      return { action: 'site_build.request', targetType: 'site_build' };
    },
  };
}

describe('audit log of administrators’ writes', () => {
  it('covers every state-changing administrator route of the app', async () => {
    const writes = await everyAdminWrite();
    const adminRoutes = createApp()
      .routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .filter((r) => r.path.startsWith('/api/admin/') || r.path === '/api/content/rebuild')
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !['POST /api/admin/login', 'POST /api/admin/logout'].includes(route));
    expect([...new Set(adminRoutes)].sort()).toEqual(Object.keys(writes).sort());
  });

  it('records one entry per successful write: who, what, on which record, before and after', async () => {
    for (const [route, write] of Object.entries(await everyAdminWrite())) {
      const before = (await entries()).length;
      const expected = await write();
      const after = await entries();
      const mine = after.filter((e) => e.action === expected.action);
      expect(mine.length, route).toBeGreaterThan(0);
      expect(after.length - before, route).toBeGreaterThanOrEqual(1);
      expect(after[0], route).toMatchObject({ ...expected, actorLabel: 'test-admin' });
    }
  });

  it('keeps the record before and after, without secrets, and a deleted account without its personal data', async () => {
    const edited = await signUpCouple(handle.db, 'audited');
    await adminWrite('PATCH', `/api/admin/users/${edited.user.id}`, { lastName: 'Martin' });
    const update = await latest();
    expect(update).toMatchObject({
      action: 'user.update',
      targetType: 'user',
      targetId: edited.user.id,
      before: { lastName: 'Nom' },
      after: { lastName: 'Martin' },
    });
    expect(JSON.stringify(update)).not.toContain('argon2');
    expect(update.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await adminWrite('DELETE', `/api/admin/users/${edited.user.id}`);
    const deletion = await latest();
    expect(deletion).toMatchObject({ action: 'user.delete', after: null });
    expect(JSON.stringify(await entries())).not.toContain(edited.email);
  });

  it('records nothing for a refused or failed write', async () => {
    const before = (await entries()).length;
    expect(
      (
        await actors.admin.request('/api/admin/pricing/discounts', {
          method: 'POST',
          json: { code: 'X', type: 'percentage', value: 500 },
        })
      ).status,
    ).toBe(400);
    expect((await actors.admin.request('/api/admin/weddings/999999', { method: 'DELETE' })).status).toBe(404);
    expect(
      (
        await actors.owner.client.request('/api/admin/retention-settings', {
          method: 'PUT',
          json: { guestMonthsAfterWedding: 2, trialDays: 60, preRegistrationMonths: 12 },
        })
      ).status,
    ).toBe(403);
    expect(await entries()).toHaveLength(before);
  });

  it("records an administrator's writes through the couple routes too, and no couple's write", async () => {
    const wedding = (await (
      await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
    ).json()) as { id: number };
    const before = (await entries()).length;
    expect(
      (
        await actors.owner.client.request(`/api/weddings/${wedding.id}`, {
          method: 'PATCH',
          json: { dressCode: 'Chic' },
        })
      ).status,
    ).toBe(200);
    expect(await entries()).toHaveLength(before);

    expect(
      (await actors.admin.request(`/api/weddings/${wedding.id}`, { method: 'PATCH', json: { dressCode: 'Champêtre' } }))
        .status,
    ).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'PATCH /api/weddings/:id',
      targetType: 'api_request',
      targetId: `/api/weddings/${wedding.id}`,
      actorLabel: 'test-admin',
    });
    expect(
      (await actors.admin.request('/api/weddings/999999', { method: 'PATCH', json: { dressCode: 'x' } })).status,
    ).toBe(404);
    expect(await entries()).toHaveLength(before + 1);
  });

  it('names the record (« FAQ de … », « Mariage de … »), keeps a FAQ changed through a couple route before and after, and is searched by the name', async () => {
    const wedding = (await (
      await actors.owner.client.request('/api/weddings', {
        method: 'POST',
        json: { ...SAMPLE_WEDDING, brideName: 'Léa', groomName: 'Marc' },
      })
    ).json()) as { id: number };
    const created = await actors.admin.request(`/api/weddings/${wedding.id}/faqs`, {
      method: 'POST',
      json: { question: 'Où peut-on se garer ?', answer: 'Oui, le parking du château est gratuit.' },
    });
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    const faq = (await created.json()) as { id: number };
    expect(await latest()).toMatchObject({
      targetLabel: 'FAQ de Léa & Marc',
      before: null,
      after: expect.objectContaining({ question: 'Où peut-on se garer ?' }),
    });

    const patched = await actors.admin.request(`/api/faqs/${faq.id}`, {
      method: 'PATCH',
      json: { question: 'Où peut-on se garer ?', answer: 'Oui, cinquante places au château.' },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'PATCH /api/faqs/:id',
      targetLabel: 'FAQ de Léa & Marc',
      before: expect.objectContaining({ answer: 'Oui, le parking du château est gratuit.' }),
      after: expect.objectContaining({ answer: 'Oui, cinquante places au château.' }),
    });
    expect(
      (await actors.admin.request(`/api/admin/weddings/${wedding.id}`, { method: 'PATCH', json: { botActive: true } }))
        .status,
    ).toBe(200);
    expect(await latest()).toMatchObject({ targetType: 'wedding', targetLabel: 'Mariage de Léa & Marc' });

    const found = (await (
      await actors.admin.request(`/api/admin/audit-log?q=${encodeURIComponent('faq de lea')}`)
    ).json()) as Json;
    expect(found.total).toBe(2);
    expect(found.rows.every((r: Json) => r.targetLabel === 'FAQ de Léa & Marc')).toBe(true);
  });

  it('is listed (searched, filtered, paged) and exported as CSV for administrators only', async () => {
    await adminWrite('PUT', '/api/admin/retention-settings', {
      guestMonthsAfterWedding: 1,
      trialDays: 90,
      preRegistrationMonths: 24,
    });
    const page = (await (
      await actors.admin.request('/api/admin/audit-log?target=retention_settings&limit=1')
    ).json()) as Json;
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      action: 'retention_settings.update',
      actorLabel: 'test-admin',
      after: { trialDays: 90 },
    });
    const searched = (await (await actors.admin.request('/api/admin/audit-log?q=discount_code.delete')).json()) as Json;
    expect(searched.rows.every((r: Json) => r.action === 'discount_code.delete')).toBe(true);
    const bad = await actors.admin.request('/api/admin/audit-log?target=inconnu');
    expect(bad.status).toBe(400);

    const csv = await actors.admin.request('/api/admin/audit-log/export?target=retention_settings');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="journal-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date;Administrateur;Action;Élément;Identifiant;Avant;Après');
    expect(lines[1]).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};test-admin;retention_settings\.update;Durées de conservation;;/,
    );
    expect(lines[1]).toContain('""trialDays"":90');

    expect((await actors.owner.client.request('/api/admin/audit-log')).status).toBe(403);
    expect((await actors.anonymous.request('/api/admin/audit-log/export')).status).toBe(401);
  });
});
