import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { createTestDb } from '../../../db/testing.ts';
import { seedAll } from '../../../db/seed/index.ts';
import { startOpenAiTestServer } from '../assistant/openai/testing/openai-test-server.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { createAnswerGuest } from './create-answer-guest.ts';
import type { FaqRow } from './types.ts';

let handle: DbHandle;
let openai: Awaited<ReturnType<typeof startOpenAiTestServer>>;

const wedding = {
  id: 1, userId: 'u', weddingId: 'w', brideName: 'Camille', groomName: 'Julien', weddingDate: '2027-06-12',
  ceremonyVenue: 'Église Saint-Germain', ceremonyAddress: "12 place de l'Église, 33000 Bordeaux", ceremonyTime: '15:30',
  receptionVenue: 'Château de la Rivière', receptionAddress: 'Route de Libourne', receptionTime: '19:30',
  dressCode: 'Tenue chic', parkingInfo: 'Parking gratuit au château', accommodations: null, giftRegistry: null,
  emergencyContact: 'Léa au 06 12 34 56 78', additionalInfo: null, botActive: true, isTrialMode: false,
} as unknown as WeddingRow;
const faqs: FaqRow[] = [{ id: 7, weddingId: 1, question: 'Les enfants sont-ils invités ?', answer: 'Oui, avec une garderie.', createdAt: new Date() }];
const now = new Date('2027-05-01T10:00:00Z');

beforeAll(async () => {
  handle = await createTestDb();
  await seedAll({ db: handle.db, env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Admin-secret-123!', SEED_DEMO: false, NETLIFY: false }, log: () => {} });
  openai = await startOpenAiTestServer();
});
afterAll(async () => {
  await openai?.close();
  await handle?.close();
});

function answerer(timeout = 2000) {
  return createAnswerGuest({
    db: handle.db,
    config: { OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test' },
    openAiBaseUrl: openai.baseURL,
    modelTimeoutMs: timeout,
    log: () => {},
  });
}

describe('createAnswerGuest with OpenAI configured', () => {
  it('uses the model answer when it cites known facts with enough confidence, with structured output', async () => {
    openai.script({ kind: 'json', content: { answer: 'La cérémonie commence à 15h30 à l’église Saint-Germain.', answered: true, confidence: 0.95, source_ids: ['ceremonyTime'] } });
    const result = await answerer()({ wedding, faqs, text: 'La messe est à quelle heure ?', now });
    expect(result).toMatchObject({ answered: true, source: 'ceremonyTime', kind: 'answer' });
    expect(result.reply).toContain('15h30');
    const request = openai.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema' } });
    expect(JSON.stringify(request.body.messages)).toContain('[faq:7]');
    expect((request.body.temperature as number) <= 0.2).toBe(true);
  });

  it.each([
    ['a source that is not a fact', { kind: 'json', content: { answer: 'Il y a un feu d’artifice à minuit.', answered: true, confidence: 0.99, source_ids: ['fireworks'] } }],
    ['answered=false', { kind: 'json', content: { answer: '', answered: false, confidence: 0.1, source_ids: [] } }],
    ['low confidence', { kind: 'json', content: { answer: 'Peut-être 15h30', answered: true, confidence: 0.3, source_ids: ['ceremonyTime'] } }],
    ['output that is not the schema', { kind: 'raw', content: 'Bonjour !' }],
    ['a server error', { kind: 'error', status: 500 }],
  ] as const)('falls back to the local engine on %s', async (_case, reply) => {
    openai.script(reply);
    const result = await answerer()({ wedding, faqs, text: 'À quelle heure commence la cérémonie ?', now });
    expect(result.reply).toContain('15h30');
    expect(result.reply).not.toContain('feu');
    expect(result.source).toBe('ceremonyTime');
  });

  it('sends a low-confidence model answer only when auto-moderation is off', async () => {
    const { assistantSettings } = await import('../../../db/schema/index.ts');
    await handle.db.update(assistantSettings).set({ autoModeration: false });
    openai.script({ kind: 'json', content: { answer: 'La cérémonie commence à 15h30.', answered: true, confidence: 0.5, source_ids: ['ceremonyTime'] } });
    const result = await answerer()({ wedding, faqs, text: 'La messe est à quelle heure ?', now });
    expect(result).toMatchObject({ reply: 'La cérémonie commence à 15h30.', confidence: 0.5 });
    await handle.db.update(assistantSettings).set({ autoModeration: true });
  });

  it('falls back when the model is too slow', async () => {
    openai.script({ kind: 'hang', ms: 5000 });
    const started = Date.now();
    const result = await answerer(300)({ wedding, faqs, text: 'Où se garer ?', now });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.reply.toLowerCase()).toContain('parking');
  });
});
