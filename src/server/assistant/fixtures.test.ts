// The engine on whole weddings: our own fixtures (another couple, other facts, empty fields) and the dev set of
// ../shared/eval when it is beside the repository, scored exactly as the end-to-end eval scores the webhook.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question.ts';
import { buildAnswerIndex } from './build-answer-index.ts';
import { scoreReply, type EvalCase } from './score-reply.ts';
import type { AssistantFaq, AssistantWedding } from './types.ts';

const here = import.meta.dirname;
const sets = [
  { name: 'Inès et Thomas', fixture: join(here, 'fixtures/wedding-ines-thomas.json'), cases: join(here, 'fixtures/ines-thomas.jsonl') },
  { name: 'Sarah et Mehdi', fixture: join(here, 'fixtures/wedding-sarah-mehdi.json'), cases: join(here, 'fixtures/sarah-mehdi.jsonl') },
  { name: 'dev set (shared/eval)', fixture: join(here, '../../../../shared/eval/wedding-dev.json'), cases: join(here, '../../../../shared/eval/dev.jsonl') },
];

function score(fixturePath: string, casesPath: string) {
  const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as { wedding: AssistantWedding; faqs: Omit<AssistantFaq, 'id'>[] };
  const faqs = fixture.faqs.map((f, i) => ({ id: i + 1, ...f }));
  const cases = readFileSync(casesPath, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalCase);
  const index = buildAnswerIndex(fixture.wedding, faqs);
  const failures: string[] = [];
  let hits = 0;
  let precise = 0;
  for (const c of cases) {
    const { reply } = answerQuestion({ wedding: fixture.wedding, faqs, text: c.question, index });
    const { hit, leaked } = scoreReply(reply, c);
    if (hit) hits++;
    if (!leaked.length) precise++;
    if (!hit || leaked.length) failures.push(`${c.id} ${c.question} -> ${reply}`);
  }
  return { accuracy: hits / cases.length, precision: precise / cases.length, failures, count: cases.length };
}

describe.each(sets)('$name', ({ fixture, cases }) => {
  it.skipIf(!existsSync(fixture))('reaches 95 % accuracy and 98 % precision', () => {
    const result = score(fixture, cases);
    expect(result.count).toBeGreaterThanOrEqual(60);
    expect(result.accuracy, result.failures.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(result.precision, result.failures.join('\n')).toBeGreaterThanOrEqual(0.98);
  });
});
