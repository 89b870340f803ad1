// With OpenAI configured, which messages the engine answers alone and which go to the model, and how long each
// path takes, through the real answerer against a local server speaking the Chat Completions wire format.
import { createTestDb } from '../../db/testing.ts';
import { startOpenAiTestServer } from '../../src/server/assistant/openai/testing/openai-test-server.ts';
import { createAnswerGuest } from '../../src/server/whatsapp/create-answer-guest.ts';
import type { FaqRow } from '../../src/server/whatsapp/types.ts';
import type { WeddingRow } from '../../src/server/weddings/to-wedding-dto.ts';
import { loadPart, type EvalPart } from './eval-sets.ts';

export type RoutingReport = { messages: number; engineOnly: number; model: number; engineMs: number; modelMs: number };

const median = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function measureRouting(parts: EvalPart[] = ['tuning', 'heldout']): Promise<RoutingReport> {
  const handle = await createTestDb();
  const openai = await startOpenAiTestServer();
  try {
    // The model's reply cites the couple, a fact every wedding has, so that it is accepted.
    openai.script({
      kind: 'json',
      content: { answer: 'Réponse du modèle.', answered: true, confidence: 0.9, source_ids: ['couple'] },
    });
    const answer = createAnswerGuest({
      db: handle.db,
      config: { OPENAI_API_KEY: 'sk-bench', OPENAI_MODEL: 'gpt-bench', OPENAI_BASE_URL: undefined },
      openAiBaseUrl: openai.baseURL,
      log: () => {},
    });
    const engineTimes: number[] = [];
    const modelTimes: number[] = [];
    let id = 0;
    for (const w of parts.flatMap(loadPart)) {
      const wedding = { id: 1, ...w.wedding } as unknown as WeddingRow;
      const faqs = w.faqs.map((f) => ({
        weddingId: 1,
        createdAt: new Date(),
        answerEn: null,
        answerEs: null,
        ...f,
        id: ++id,
      })) as FaqRow[];
      for (const c of w.cases) {
        const before = openai.requests.length;
        const started = performance.now();
        await answer({ wedding, faqs, text: c.question, now: new Date() });
        const ms = performance.now() - started;
        (openai.requests.length > before ? modelTimes : engineTimes).push(ms);
      }
    }
    const messages = engineTimes.length + modelTimes.length;
    return {
      messages,
      engineOnly: engineTimes.length,
      model: modelTimes.length,
      engineMs: median(engineTimes),
      modelMs: median(modelTimes),
    };
  } finally {
    await openai.close();
    await handle.close();
  }
}

export function formatRouting(r: RoutingReport) {
  const share = r.messages ? ((r.model / r.messages) * 100).toFixed(1) : '0';
  return `avec OpenAI : ${share} % des messages passent par le modèle (${r.model}/${r.messages}) ; médiane moteur seul ${r.engineMs.toFixed(1)} ms, chemin modèle ${r.modelMs.toFixed(1)} ms (serveur local au format Chat Completions)`;
}
