// The assistant behind the webhook and the couple's test chat: the model when configured, the local engine always.
import type { Database } from '../../../db/client.ts';
import { answerQuestion } from '../assistant/answer-question.ts';
import { answerWithOpenAi } from '../assistant/openai/answer-with-openai.ts';
import type { Env } from '../env.ts';
import { getAssistantSettings } from '../admin/get-assistant-settings.ts';
import type { AnswerGuest, GuestAnswer } from './types.ts';

/** Twilio waits 15 s at most; the webhook never waits more than this on the model. */
export const MODEL_TIMEOUT_MS = 6000;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export type CreateAnswerGuestOptions = {
  db: Database;
  config: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_MODEL'>;
  openAiBaseUrl?: string;
  modelTimeoutMs?: number;
  log?: (line: string) => void;
};

export function createAnswerGuest({ db, config, openAiBaseUrl, modelTimeoutMs = MODEL_TIMEOUT_MS, log = console.warn }: CreateAnswerGuestOptions): AnswerGuest {
  return async ({ wedding, faqs, text, now }) => {
    const settings = await getAssistantSettings({ db });
    const local = answerQuestion({ wedding, faqs, text, now, threshold: settings.confidenceThreshold });
    const fromLocal: GuestAnswer = { ...local, reply: clip(local.reply, settings.maxResponseLength) };
    if (!config.OPENAI_API_KEY || local.kind === 'greeting' || local.kind === 'thanks') return fromLocal;

    try {
      const model = await answerWithOpenAi({
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        baseURL: openAiBaseUrl,
        wedding,
        faqs,
        text,
        systemInstructions: settings.systemInstructions,
        maxResponseLength: settings.maxResponseLength,
        timeoutMs: modelTimeoutMs,
      });
      // Auto-moderation holds back model answers under the threshold; off, any answer citing known facts goes out.
      const modelThreshold = settings.autoModeration ? settings.confidenceThreshold : 0;
      if (model && model.confidence >= modelThreshold) {
        return {
          reply: clip(model.answer.trim(), settings.maxResponseLength),
          answered: true,
          confidence: model.confidence,
          source: model.source_ids.join(','),
          kind: 'answer',
        };
      }
    } catch (error) {
      log(`[assistant] modèle indisponible, réponse locale : ${error instanceof Error ? error.message : String(error)}`);
    }
    return fromLocal;
  };
}
