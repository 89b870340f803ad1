// Asks the model to answer from the wedding's facts only, as structured output checked with zod.
import { frenchOf } from '../../../shared/format.ts';
import * as z from 'zod';
import { fill } from '../../../shared/messages/format-message.ts';
import type { WeddingRow } from '../../weddings/to-wedding-dto.ts';
import type { AssistantFaq } from '../types.ts';
import { askModel, PROMPTS, type ModelConnection } from './ask-model.ts';

export const ZModelAnswer = z.object({
  answer: z.string(),
  answered: z.boolean(),
  confidence: z.number().min(0).max(1),
  source_ids: z.array(z.string()),
});
export type TModelAnswer = z.infer<typeof ZModelAnswer>;

const PROPERTIES = {
  answer: { type: 'string', description: PROMPTS['answer.field.answer'] },
  answered: { type: 'boolean', description: PROMPTS['answer.field.answered'] },
  confidence: { type: 'number', description: PROMPTS['answer.field.confidence'] },
  source_ids: { type: 'array', items: { type: 'string' }, description: PROMPTS['answer.field.source_ids'] },
};

type Fact = { id: string; label: string; value: string };

/**
 * The wedding's facts as numbered sources, the only ones the model may answer from: the couple, each field of the
 * wedding the data labels (data/model-prompts.json, `facts`), and each FAQ.
 */
function weddingFacts(wedding: WeddingRow, faqs: AssistantFaq[]): Fact[] {
  const couple = fill(PROMPTS['fact.coupleNames'], { bride: wedding.brideName, groom: wedding.groomName });
  const facts: Fact[] = [{ id: 'couple', label: PROMPTS['fact.couple'], value: couple }];
  for (const [field, label] of Object.entries(PROMPTS.facts)) {
    const value = wedding[field as keyof WeddingRow];
    if (typeof value === 'string' && value.trim()) facts.push({ id: field, label, value: value.trim() });
  }
  for (const faq of faqs)
    facts.push({
      id: `faq:${faq.id}`,
      label: fill(PROMPTS['fact.faq'], { question: faq.question }),
      value: faq.answer,
    });
  return facts;
}

export type AnswerWithOpenAiOptions = ModelConnection & {
  wedding: WeddingRow;
  faqs: AssistantFaq[];
  text: string;
  systemInstructions?: string;
  maxResponseLength: number;
};

/** The model's answer, or null when it does not answer from a known fact (the caller falls back). */
export async function answerWithOpenAi(options: AnswerWithOpenAiOptions): Promise<TModelAnswer | null> {
  const { wedding, faqs, text, systemInstructions, maxResponseLength, ...connection } = options;
  const facts = weddingFacts(wedding, faqs);
  const couple = frenchOf(`${wedding.brideName} et ${wedding.groomName}`);
  const instructions = systemInstructions?.trim();
  const system = [
    fill(PROMPTS['answer.system'], { couple, maxLength: maxResponseLength }),
    ...(instructions ? [fill(PROMPTS['answer.instructions'], { instructions })] : []),
  ].join('\n');
  const factsText = facts.map((fact) => fill(PROMPTS.fact, fact)).join('\n');
  const parsed = await askModel(connection, {
    maxRetries: 0,
    temperature: 0.1,
    max_tokens: 400,
    name: 'wedding_answer',
    properties: PROPERTIES,
    schema: ZModelAnswer,
    system,
    user: fill(PROMPTS['answer.user'], { facts: factsText, text }),
  });
  const known = new Set(facts.map((f) => f.id));
  const sourcesKnown = parsed?.source_ids.length && parsed.source_ids.every((id) => known.has(id));
  return parsed?.answered && sourcesKnown && parsed.answer.trim() ? parsed : null;
}
