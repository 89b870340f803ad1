import { beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../../../db/schema/index.ts';
import { createActors } from '../../testing/actors.ts';
import { SAMPLE_WEDDING } from '../../../../db/seed/sample-wedding.ts';
import { testDatabase } from '../../testing/test-database.ts';

const handle = testDatabase();
let actors: Awaited<ReturnType<typeof createActors>>;
let weddingId: number;

beforeAll(async () => {
  actors = await createActors(handle.db);
  const res = await actors.owner.client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING });
  weddingId = ((await res.json()) as { id: number }).id;
});

const good = { question: 'Les enfants sont-ils invités ?', answer: 'Oui, les enfants sont les bienvenus !' };

describe('FAQ of the wedding detail (10 / 20 characters)', () => {
  it.each([
    [{ question: 'Court ?', answer: good.answer }, 'La question doit contenir au moins 10 caractères'],
    [{ question: good.question, answer: 'Trop court.' }, 'La réponse doit contenir au moins 20 caractères'],
    [{ question: '   Court ?      ', answer: good.answer }, 'La question doit contenir au moins 10 caractères'],
    [{ answer: good.answer }, 'La question doit contenir au moins 10 caractères'],
  ])('POST /api/weddings/:id/faqs refuses case %# and writes nothing', async (body, message) => {
    const res = await actors.owner.client.request(`/api/weddings/${weddingId}/faqs`, { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await handle.db.select().from(faqs)).toHaveLength(0);
  });

  it('creates with trimmed text, lists by id, edits and deletes', async () => {
    const created = await actors.owner.client.request(`/api/weddings/${weddingId}/faqs`, {
      method: 'POST',
      json: { weddingId, question: `  ${good.question}  `, answer: good.answer },
    });
    expect(created.status).toBe(201);
    const faq = (await created.json()) as { id: number; question: string };
    expect(faq.question).toBe(good.question);

    const second = await actors.owner.client.request('/api/faqs', {
      method: 'POST',
      json: { weddingId, question: 'Y a-t-il un parking ?', answer: 'Oui, gratuit devant le domaine.' },
    });
    expect(second.status).toBe(201);

    const list = (await (await actors.owner.client.request(`/api/faqs/${weddingId}`)).json()) as { id: number }[];
    expect(list.map((f) => f.id)).toEqual([...list.map((f) => f.id)].sort((a, b) => a - b));
    expect(list).toHaveLength(2);

    const tooShort = await actors.owner.client.request(`/api/faqs/${faq.id}`, {
      method: 'PATCH',
      json: { question: 'Court', answer: good.answer },
    });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toMatchObject({ message: 'La question doit contenir au moins 10 caractères' });

    const edited = await actors.owner.client.request(`/api/faqs/${faq.id}`, {
      method: 'PATCH',
      json: { question: 'Les enfants sont-ils les bienvenus ?', answer: good.answer },
    });
    expect(await edited.json()).toMatchObject({ question: 'Les enfants sont-ils les bienvenus ?' });

    expect((await actors.other.client.request(`/api/faqs/${faq.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await actors.other.client.request(`/api/faqs/${faq.id}`, { method: 'PATCH', json: good })).status).toBe(
      404,
    );
    expect((await actors.owner.client.request(`/api/faqs/${faq.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await actors.owner.client.request(`/api/faqs/${faq.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await actors.admin.request(`/api/faqs/${list[1]!.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('one rule for every FAQ write (dashboard, wedding detail, back office)', () => {
  it.each([
    [{ weddingId: 0, question: good.question, answer: good.answer }, 'Le mariage est requis'],
    [{ question: good.question, answer: good.answer }, 'Le mariage est requis'],
  ])('POST /api/faqs refuses case %#', async (body, message) => {
    const res = await actors.owner.client.request('/api/faqs', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it('POST /api/faqs applies the 10 / 20 characters of the wedding detail and writes nothing', async () => {
    const before = (await handle.db.select().from(faqs)).length;
    for (const [body, message] of [
      [{ weddingId, question: 'Parking ?', answer: good.answer }, 'La question doit contenir au moins 10 caractères'],
      [{ weddingId, question: good.question, answer: 'Oui.' }, 'La réponse doit contenir au moins 20 caractères'],
      [{ weddingId, question: ' ', answer: '' }, 'La question doit contenir au moins 10 caractères'],
    ] as const) {
      const res = await actors.owner.client.request('/api/faqs', { method: 'POST', json: body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message });
    }
    expect(await handle.db.select().from(faqs)).toHaveLength(before);
  });

  it('a FAQ saved from the dashboard can be edited, and an administrator edits it under the same rule', async () => {
    const created = await actors.owner.client.request('/api/faqs', {
      method: 'POST',
      json: { weddingId, question: good.question, answer: good.answer },
    });
    const { id } = (await created.json()) as { id: number };
    const edited = await actors.owner.client.request(`/api/faqs/${id}`, {
      method: 'PATCH',
      json: { question: good.question, answer: 'Oui, et il est gratuit pour tous les invités.' },
    });
    expect(edited.status).toBe(200);
    const short = await actors.admin.request(`/api/faqs/${id}`, {
      method: 'PATCH',
      json: { question: good.question, answer: 'Non.' },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ message: 'La réponse doit contenir au moins 20 caractères' });
    const byAdmin = await actors.admin.request(`/api/faqs/${id}`, {
      method: 'PATCH',
      json: {
        question: good.question,
        answer: 'Oui, gratuit et surveillé toute la nuit.',
        answerEn: 'Yes, free and watched all night.',
      },
    });
    expect(await byAdmin.json()).toMatchObject({
      answer: 'Oui, gratuit et surveillé toute la nuit.',
      answerEn: 'Yes, free and watched all night.',
    });
  });

  it("refuses adding to another couple's wedding", async () => {
    const res = await actors.other.client.request('/api/faqs', {
      method: 'POST',
      json: { weddingId, question: good.question, answer: good.answer },
    });
    expect(res.status).toBe(404);
  });
});

describe('« Traduire » offered only with a model configured', () => {
  it('says whether translation is available, to signed-in users only', async () => {
    const { createTestApp } = await import('../../testing/test-app.ts');
    const noKey = await actors.owner.client.request('/api/faq-translation');
    expect(await noKey.json()).toEqual({ available: false });
    const withKey = createTestApp({ db: handle.db, env: { OPENAI_API_KEY: 'sk-test' } });
    await withKey.request('/api/login-email', {
      method: 'POST',
      json: { email: actors.owner.email, password: 'Tilleul-Vayres42!' },
    });
    expect(await (await withKey.request('/api/faq-translation')).json()).toEqual({ available: true });
    expect((await actors.anonymous.request('/api/faq-translation')).status).toBe(401);
  });
});
