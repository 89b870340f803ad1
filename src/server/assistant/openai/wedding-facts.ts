// The wedding's facts as numbered sources for the model: only these may be used to answer.
import { fill } from '../../../shared/messages/format-message.ts';
import type { WeddingRow } from '../../weddings/to-wedding-dto.ts';
import type { AssistantFaq } from '../types.ts';
import { PROMPTS } from './ask-model.ts';

export type Fact = { id: string; label: string; value: string };

/** The couple, each field of the wedding the data labels (data/model-prompts.json, `facts`), and each FAQ. */
export function weddingFacts(wedding: WeddingRow, faqs: AssistantFaq[]): Fact[] {
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
