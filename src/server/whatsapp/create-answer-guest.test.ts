import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantSettings } from '../../../db/schema/index.ts';
import { seedAll } from '../../../db/seed/index.ts';
import { startOpenAiTestServer } from '../assistant/openai/testing/openai-test-server.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { createAnswerGuest } from './create-answer-guest.ts';
import type { FaqRow } from './types.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
let openai: Awaited<ReturnType<typeof startOpenAiTestServer>>;

// A wedding of these tests only: a town-hall ceremony in Nantes, a dinner in a manor.
const wedding = {
  id: 1,
  userId: 'u',
  weddingId: 'w',
  brideName: 'Maud',
  groomName: 'Yanis',
  weddingDate: '2027-09-18',
  ceremonyVenue: 'Mairie de Nantes',
  ceremonyAddress: '2 rue de l’Hôtel de Ville, 44000 Nantes',
  ceremonyTime: '14:00',
  receptionVenue: 'Manoir de la Garenne',
  receptionAddress: 'Route de Clisson, 44120 Vertou',
  receptionTime: '18:30',
  dressCode: 'Tenue de cocktail',
  parkingInfo: 'Parking gratuit au manoir',
  accommodations: null,
  giftRegistry: null,
  emergencyContact: 'Inès au 06 45 12 78 90',
  additionalInfo: null,
  botActive: true,
  isTrialMode: false,
} as unknown as WeddingRow;
const faqs: FaqRow[] = [
  {
    id: 7,
    weddingId: 1,
    question: 'Les enfants sont-ils invités ?',
    answer: 'Oui, avec une garderie au manoir.',
    answerEn: null,
    answerEs: null,
    createdAt: new Date(),
  },
];
const now = new Date('2027-05-01T10:00:00Z');
/** A question the engine finds no fact for: only the model may answer it. */
const UNSURE = 'Est-ce que la mairie est loin du manoir en vélo ?';

beforeAll(async () => {
  await seedAll({
    db: handle.db,
    env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Admin-secret-123!', SEED_DEMO: false, NETLIFY: false },
    log: () => {},
  });
  openai = await startOpenAiTestServer();
});
afterAll(async () => {
  await openai?.close();
});
beforeEach(async () => {
  await handle.db.update(assistantSettings).set({ autoModeration: true, confidenceThreshold: 0.8 });
});

function answerer(timeout = 2000) {
  return createAnswerGuest({
    db: handle.db,
    config: { OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test', OPENAI_BASE_URL: undefined },
    openAiBaseUrl: openai.baseURL,
    modelTimeoutMs: timeout,
    log: () => {},
  });
}

describe('createAnswerGuest with OpenAI configured', () => {
  it('answers what the engine is sure of without calling the model', async () => {
    const before = openai.requests.length;
    const result = await answerer()({ wedding, faqs, text: 'À quelle heure commence la cérémonie ?', now });
    expect(result).toMatchObject({ answered: true, source: 'ceremonyTime', answeredBy: 'engine', flagged: false });
    expect(result.reply).toContain('14h');
    expect(openai.requests.length).toBe(before);
  });

  it('asks the model the rest, with structured output over the numbered facts', async () => {
    openai.script({
      kind: 'json',
      content: {
        answer: 'Le manoir est à Vertou, à une vingtaine de minutes à vélo de la mairie.',
        answered: true,
        confidence: 0.9,
        source_ids: ['ceremonyAddress', 'receptionAddress'],
      },
    });
    const result = await answerer()({ wedding, faqs, text: UNSURE, now });
    expect(result).toMatchObject({
      answered: true,
      source: 'ceremonyAddress,receptionAddress',
      kind: 'answer',
      answeredBy: 'model',
      flagged: false,
    });
    const request = openai.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema' } });
    expect(JSON.stringify(request.body.messages)).toContain('[faq:7]');
    expect((request.body.temperature as number) <= 0.2).toBe(true);
  });

  it.each([
    [
      'a source that is not a fact',
      {
        kind: 'json',
        content: {
          answer: 'Il y a un feu d’artifice à minuit.',
          answered: true,
          confidence: 0.99,
          source_ids: ['fireworks'],
        },
      },
    ],
    ['answered=false', { kind: 'json', content: { answer: '', answered: false, confidence: 0.1, source_ids: [] } }],
    [
      'low confidence',
      {
        kind: 'json',
        content: { answer: 'Peut-être 20 minutes', answered: true, confidence: 0.3, source_ids: ['receptionAddress'] },
      },
    ],
    ['output that is not the schema', { kind: 'raw', content: 'Bonjour !' }],
    ['a server error', { kind: 'error', status: 500 }],
  ] as const)('falls back to the engine on %s', async (_case, reply) => {
    openai.script(reply);
    const result = await answerer()({ wedding, faqs, text: UNSURE, now });
    expect(result).toMatchObject({ answeredBy: 'engine', answered: false, kind: 'unknown' });
    expect(result.reply).toContain('06 45 12 78 90');
    expect(result.reply).not.toContain('feu');
  });

  it('with auto-moderation off, sends an answer under the threshold and flags it', async () => {
    await handle.db.update(assistantSettings).set({ autoModeration: false });
    openai.script({
      kind: 'json',
      content: {
        answer: 'Comptez une vingtaine de minutes à vélo.',
        answered: true,
        confidence: 0.7,
        source_ids: ['receptionAddress'],
      },
    });
    const sent = await answerer()({ wedding, faqs, text: UNSURE, now });
    expect(sent).toMatchObject({
      reply: 'Comptez une vingtaine de minutes à vélo.',
      confidence: 0.7,
      answeredBy: 'model',
      flagged: true,
    });
    openai.script({
      kind: 'json',
      content: { answer: 'Peut-être.', answered: true, confidence: 0.4, source_ids: ['receptionAddress'] },
    });
    expect(await answerer()({ wedding, faqs, text: UNSURE, now })).toMatchObject({
      answeredBy: 'engine',
      answered: false,
    });
  });

  it('with auto-moderation on, never sends an answer under the threshold', async () => {
    openai.script({
      kind: 'json',
      content: {
        answer: 'Comptez une vingtaine de minutes à vélo.',
        answered: true,
        confidence: 0.7,
        source_ids: ['receptionAddress'],
      },
    });
    expect(await answerer()({ wedding, faqs, text: UNSURE, now })).toMatchObject({
      answeredBy: 'engine',
      answered: false,
    });
  });

  it('falls back when the model is too slow', async () => {
    openai.script({ kind: 'hang', ms: 5000 });
    const started = Date.now();
    const result = await answerer(300)({ wedding, faqs, text: UNSURE, now });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ answeredBy: 'engine' });
  });
});
