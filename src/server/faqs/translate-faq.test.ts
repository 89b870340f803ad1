// « Traduire » through the real route, against a local server speaking OpenAI's Chat Completions wire format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiTestServer } from '../assistant/openai/testing/openai-test-server.ts';
import { SAMPLE_WEDDING } from '../../../db/seed/sample-wedding.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let openai: Awaited<ReturnType<typeof startOpenAiTestServer>>;

async function coupleWithFaq(env: Record<string, string>, label: string) {
  const client = createTestApp({ db: handle.db, env, clientIp: `198.51.100.${label.length}` });
  const email = `${label}-${Date.now()}@example.com`;
  const signUp = await client.request('/api/create-simulated-user', {
    method: 'POST',
    json: { email, firstName: 'Lou', lastName: 'Test', password: 'Lou-secret-123!' },
  });
  expect(signUp.status).toBe(201);
  const wedding = (await (await client.request('/api/weddings', { method: 'POST', json: SAMPLE_WEDDING })).json()) as {
    id: number;
  };
  const created = await client.request(`/api/weddings/${wedding.id}/faqs`, {
    method: 'POST',
    json: { question: 'Peut-on venir avec son chien ?', answer: 'Oui, tenu en laisse, dans le parc du château.' },
  });
  const faq = (await created.json()) as { id: number };
  return { client, faq, wedding };
}

beforeAll(async () => {
  openai = await startOpenAiTestServer();
});
afterAll(async () => {
  await openai?.close();
});

describe('POST /api/faqs/:id/translate', () => {
  it('stores the model’s English and Spanish versions, editable afterwards', async () => {
    const { client, faq } = await coupleWithFaq(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL },
      'translate',
    );
    openai.script({
      kind: 'json',
      content: { en: 'Yes, on a lead, in the castle park.', es: 'Sí, con correa, en el parque del castillo.' },
    });
    const res = await client.request(`/api/faqs/${faq.id}/translate`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      answerEn: 'Yes, on a lead, in the castle park.',
      answerEs: 'Sí, con correa, en el parque del castillo.',
    });
    expect(JSON.stringify(openai.requests.at(-1)!.body)).toContain('Oui, tenu en laisse');
    const edited = await client.request(`/api/faqs/${faq.id}`, {
      method: 'PATCH',
      json: {
        question: 'Peut-on venir avec son chien ?',
        answer: 'Oui, tenu en laisse, dans le parc du château.',
        answerEs: null,
      },
    });
    expect(await edited.json()).toMatchObject({ answerEn: 'Yes, on a lead, in the castle park.', answerEs: null });
  });

  it('says in French why it cannot, and changes nothing, without a key or when the model fails', async () => {
    const noKey = await coupleWithFaq({}, 'no-key');
    const refused = await noKey.client.request(`/api/faqs/${noKey.faq.id}/translate`, { method: 'POST' });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /traduction automatique n'est pas configurée/,
    );

    const failing = await coupleWithFaq({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseURL }, 'failing');
    openai.script({ kind: 'raw', content: 'pas du JSON' });
    const failed = await failing.client.request(`/api/faqs/${failing.faq.id}/translate`, { method: 'POST' });
    expect(failed.status).toBe(503);
    const list = (await (await failing.client.request(`/api/weddings/${failing.wedding.id}/faqs`)).json()) as {
      answerEn: string | null;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.answerEn).toBeNull();
  });
});
