// AI control's flagged answers: flagged when sent through the signed WhatsApp webhook, with that moment's
// threshold (a later setting changes nothing), listed with the question and the reply, reviewed « juste » or
// « fausse » by an administrator (audited under them), and the « justes » rate that follows.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, weddings } from '../../../db/schema/index.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import type { TAdminAiControl } from '../../shared/schemas/admin-monitoring.ts';
import { createActors } from '../testing/actors.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';
import { sendSignedWhatsApp, TWILIO_TEST_ENV } from '../whatsapp/testing/signed-webhook.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let app: ReturnType<typeof createTestApp>;
let wedding: { id: number; weddingId: string };

beforeAll(async () => {
  actors = await createActors(handle.db);
  wedding = (await (
    await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })
  ).json()) as typeof wedding;
  await handle.db.update(weddings).set({ botActive: true, paymentStatus: 'deposit_paid' });
  app = createTestApp({ db: handle.db, env: TWILIO_TEST_ENV });
});

const say = (body: string) => sendSignedWhatsApp(app, { from: '+33688000001', body, profileName: 'Invitée' });
const aiControl = async () => (await (await actors.admin.request('/api/admin/ai-control')).json()) as TAdminAiControl;

describe('flagged answers', () => {
  it('are flagged when sent, under the threshold of that moment, and stay so when the settings change', async () => {
    await say(`start-${wedding.weddingId}`);
    // A threshold no answer reaches, auto-moderation off: the answer goes out and is flagged.
    const set = await actors.admin.request('/api/admin/ai-control/settings', {
      method: 'PUT',
      json: { autoModeration: false, confidenceThreshold: 1 },
    });
    expect(set.status).toBe(200);
    const asked = await say('À quelle heure est la cérémonie ?');
    expect(asked.reply).toContain('15h30');
    const [stored] = await handle.db.select().from(messages).where(eq(messages.kind, 'question'));
    expect(stored!.flaggedThreshold).toBe(1);

    // Back to a low threshold: the answer sent earlier is still flagged; a new one is not.
    const put = await actors.admin.request('/api/admin/ai-control/settings', {
      method: 'PUT',
      json: { confidenceThreshold: 0.3 },
    });
    expect(put.status).toBe(200);
    await say('Où se garer ?');
    const ai = await aiControl();
    expect(ai.flaggedResponses).toBe(1);
    expect(ai.flaggedAnswers).toEqual([
      expect.objectContaining({
        id: stored!.id,
        question: 'À quelle heure est la cérémonie ?',
        response: asked.reply,
        threshold: 1,
        verdict: null,
        answeredBy: 'engine',
      }),
    ]);
    expect(ai).toMatchObject({ reviewed: 0, rightRate: null });
    // « Pourquoi cette réponse ? »: the trace stored with the reply, under the flagged answer and the recent question.
    expect(ai.flaggedAnswers[0]!.trace).toMatchObject({
      outcome: 'answer',
      candidates: expect.arrayContaining([expect.objectContaining({ source: 'ceremonyTime' })]),
    });
    expect(ai.recentQuestions.find((q) => q.id === stored!.id)!.trace).toEqual(ai.flaggedAnswers[0]!.trace);
  });

  it('are marked right or wrong by an administrator, audited under them; the « justes » rate follows', async () => {
    const [flagged] = (await aiControl()).flaggedAnswers;
    const wrong = await actors.admin.request(`/api/admin/ai-control/flagged/${flagged!.id}/review`, {
      method: 'POST',
      json: { verdict: 'wrong' },
    });
    expect(wrong.status).toBe(200);
    expect(await aiControl()).toMatchObject({
      reviewed: 1,
      rightRate: 0,
      flaggedAnswers: [expect.objectContaining({ verdict: 'wrong', reviewedBy: 'test-admin' })],
    });
    const right = await actors.admin.request(`/api/admin/ai-control/flagged/${flagged!.id}/review`, {
      method: 'POST',
      json: { verdict: 'right' },
    });
    expect(right.status).toBe(200);
    expect(await aiControl()).toMatchObject({ reviewed: 1, rightRate: 100 });

    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'flagged_answer.review'));
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      actorLabel: 'test-admin',
      targetType: 'message',
      targetId: String(flagged!.id),
    });
    expect(entries[1]!.before).toMatchObject({ reviewVerdict: 'wrong' });
    expect(entries[1]!.after).toMatchObject({ reviewVerdict: 'right' });
  });

  it('refuses a bad verdict, an answer that was not flagged, and anyone but an administrator', async () => {
    const [flagged] = (await aiControl()).flaggedAnswers;
    const bad = await actors.admin.request(`/api/admin/ai-control/flagged/${flagged!.id}/review`, {
      method: 'POST',
      json: { verdict: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Le verdict est « right » (juste) ou « wrong » (fausse)' });
    const [notFlagged] = await handle.db.select().from(messages).where(eq(messages.message, 'Où se garer ?'));
    const missing = await actors.admin.request(`/api/admin/ai-control/flagged/${notFlagged!.id}/review`, {
      method: 'POST',
      json: { verdict: 'right' },
    });
    expect(missing.status).toBe(404);
    const couple = await actors.owner.client.request(`/api/admin/ai-control/flagged/${flagged!.id}/review`, {
      method: 'POST',
      json: { verdict: 'right' },
    });
    expect([401, 403]).toContain(couple.status);
    expect((await aiControl()).flaggedAnswers[0]).toMatchObject({ verdict: 'right' });
  });
});
