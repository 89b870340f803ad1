// Asks the model to answer from the wedding's facts only, as structured output checked with zod.
import { frenchOf } from '../../../shared/format.ts';
import OpenAI from 'openai';
import * as z from 'zod';
import type { WeddingRow } from '../../weddings/to-wedding-dto.ts';
import type { AssistantFaq } from '../types.ts';
import { strictJsonFormat } from './json-schema-format.ts';
import { weddingFacts } from './wedding-facts.ts';

export const ZModelAnswer = z.object({
  answer: z.string(),
  answered: z.boolean(),
  confidence: z.number().min(0).max(1),
  source_ids: z.array(z.string()),
});
export type TModelAnswer = z.infer<typeof ZModelAnswer>;

const RESPONSE_FORMAT = strictJsonFormat('wedding_answer', {
  answer: { type: 'string', description: "La réponse à envoyer à l'invité, dans sa langue." },
  answered: { type: 'boolean', description: 'false si les faits ne contiennent pas la réponse.' },
  confidence: { type: 'number', description: 'Confiance entre 0 et 1.' },
  source_ids: { type: 'array', items: { type: 'string' }, description: 'Identifiants des faits utilisés.' },
});

export type AnswerWithOpenAiOptions = {
  apiKey: string;
  model: string;
  wedding: WeddingRow;
  faqs: AssistantFaq[];
  text: string;
  systemInstructions?: string;
  maxResponseLength: number;
  timeoutMs: number;
  /** Tests point the SDK at a local server speaking the Chat Completions wire format. */
  baseURL?: string;
};

/** The model's answer, or null when it does not answer from a known fact (the caller falls back). */
export async function answerWithOpenAi(options: AnswerWithOpenAiOptions): Promise<TModelAnswer | null> {
  const { wedding, faqs, text } = options;
  const facts = weddingFacts(wedding, faqs);
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  const system = [
    `Tu es l'assistant WhatsApp du mariage ${frenchOf(`${wedding.brideName} et ${wedding.groomName}`)}.`,
    'Réponds UNIQUEMENT à partir des faits fournis, sans jamais rien inventer. Réponds seulement à ce qui est demandé, en une ou deux phrases chaleureuses.',
    "Réponds dans la langue du message de l'invité (français, anglais ou espagnol). Heures au format 15h30.",
    `Si les faits ne permettent pas de répondre, mets answered=false. Réponse de ${options.maxResponseLength} caractères au plus.`,
    options.systemInstructions?.trim() ? `Consignes des administrateurs : ${options.systemInstructions.trim()}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const factsText = facts.map((f) => `[${f.id}] ${f.label} : ${f.value}`).join('\n');

  const completion = await client.chat.completions.create({
    model: options.model,
    temperature: 0.1,
    max_tokens: 400,
    response_format: RESPONSE_FORMAT,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: `Faits :\n${factsText}\n\nMessage de l'invité : ${text}` },
    ],
  });
  const content = completion.choices[0]?.message?.content;
  if (!content) return null;
  let parsed: TModelAnswer;
  try {
    parsed = ZModelAnswer.parse(JSON.parse(content));
  } catch {
    return null;
  }
  const known = new Set(facts.map((f) => f.id));
  const sourcesKnown = parsed.source_ids.length > 0 && parsed.source_ids.every((id) => known.has(id));
  if (!parsed.answered || !sourcesKnown || !parsed.answer.trim()) return null;
  return parsed;
}
