// The assistant behind the webhook and the couple's test chat. The local engine answers what it is sure of
// without any network call; with OpenAI configured, the model answers the rest from the same facts (its source
// ids checked), and the engine's answer is the fallback when the model fails, times out or is unsure.
import type { Database } from '../../../db/client.ts';
import { answerQuestion } from '../assistant/answer-question.ts';
import type { Env } from '../env.ts';
import { getAssistantSettings } from '../assistant/get-assistant-settings.ts';
import type { AnswerGuest, GuestAnswer } from './types.ts';
import { endAtSentence } from './split-for-whatsapp.ts';
import { factsForGuest, keepWithinInvitation } from '../assistant/guest-facts.ts';

/** Twilio waits 15 s at most; the webhook never waits more than this on the model. */
export const MODEL_TIMEOUT_MS = 6000;
/**
 * Engine answers at or above this confidence go out without asking the model: on our evaluation sets the engine
 * is right on 99 % of them (bench/assistant), so a model call would only add a second and a cost.
 */
export const ENGINE_SURE_CONFIDENCE = 0.9;
/**
 * Auto-moderation off: the best fact found still goes out down to this confidence, flagged for review. Below it
 * the engine has not found a fact worth sending at all.
 */
export const UNMODERATED_FLOOR = 0.6;

export type CreateAnswerGuestOptions = {
  db: Database;
  config: Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL'>;
  openAiBaseUrl?: string;
  modelTimeoutMs?: number;
  log?: (line: string) => void;
};

export function createAnswerGuest({
  db,
  config,
  openAiBaseUrl,
  modelTimeoutMs = MODEL_TIMEOUT_MS,
  log = console.warn,
}: CreateAnswerGuestOptions): AnswerGuest {
  return async ({ wedding: row, faqs: rows, text, now, guest, usualLanguage }) => {
    // The guest who asks is answered from their own invitation (the parts of the day their household is invited to,
    // their table); the couple's test chat, from the whole wedding.
    const { wedding, faqs } = factsForGuest(row, rows, guest);
    const within = (answer: GuestAnswer): GuestAnswer =>
      keepWithinInvitation(answer, local.trace?.subjects ?? [], guest, row.weddingDate, local.language);
    const settings = await getAssistantSettings({ db });
    const threshold = settings.confidenceThreshold;
    // Auto-moderation has one meaning whoever answers: on, nothing under the threshold is sent (the guest gets
    // "I don't know" and the contact); off, the best answer found is sent anyway and flagged for review.
    const sendable = settings.autoModeration ? threshold : Math.min(threshold, UNMODERATED_FLOOR);
    const local = answerQuestion({ wedding, faqs, text, now, threshold: sendable, usualLanguage });
    const fromEngine: GuestAnswer = {
      ...local,
      // The couple's facts go whole (split into several messages when long); the length setting shapes the model only.
      reply: local.reply,
      answeredBy: 'engine',
      flagged: local.kind === 'answer' && local.confidence < threshold,
      threshold,
    };
    if (!config.OPENAI_API_KEY || local.kind === 'greeting' || local.kind === 'thanks') return within(fromEngine);
    if (local.kind === 'answer' && local.confidence >= Math.max(threshold, ENGINE_SURE_CONFIDENCE))
      return within(fromEngine);

    try {
      // The OpenAI SDK loads with the first question the engine is unsure of, not with every guest's cold start
      // (a local module imported dynamically: the bundle keeps the package's CommonJS copy, decision 012).
      const { answerWithOpenAi } = await import('../assistant/openai/answer-with-openai.ts');
      const model = await answerWithOpenAi({
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        baseURL: openAiBaseUrl ?? config.OPENAI_BASE_URL,
        wedding,
        faqs,
        text,
        systemInstructions: settings.systemInstructions,
        maxResponseLength: settings.maxResponseLength,
        timeoutMs: modelTimeoutMs,
      });
      if (model && model.confidence >= sendable) {
        return within({
          reply: endAtSentence(model.answer.trim(), settings.maxResponseLength),
          answered: true,
          confidence: model.confidence,
          source: model.source_ids.join(','),
          kind: 'answer',
          language: local.language,
          answeredBy: 'model',
          flagged: model.confidence < threshold,
          threshold,
        });
      }
    } catch (error) {
      log(
        `[assistant] modèle indisponible, réponse locale : ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return within(fromEngine);
  };
}
