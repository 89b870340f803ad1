// The assistant's evaluation sets: weddings written for it (bench/assistant/sets/<slug>/), split once, by wedding,
// into a tuning part and a held-out part (split.json), plus ../shared/eval's development set when it is beside us.
// « fresh » holds weddings written since, never yet seen by the engine's tuning: measured as they are, then moved
// into the tuning part (never into the held-out one) when the engine is next tuned.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AssistantFaq, AssistantWedding } from '../../src/server/assistant/types.ts';
import type { EvalCase } from '../../src/server/assistant/testing/score-reply.ts';

export type EvalWedding = { slug: string; wedding: AssistantWedding; faqs: AssistantFaq[]; cases: EvalCase[] };
export type EvalPart = 'tuning' | 'heldout' | 'fresh' | 'shared';

const here = import.meta.dirname;
export const SETS_DIR = join(here, 'sets');
// SHARED_EVAL_DIR: where it is when the checkout is elsewhere (a git worktree of a helper).
const SHARED_DIR = process.env.SHARED_EVAL_DIR ?? join(here, '..', '..', '..', 'shared', 'eval');

type Fixture = { wedding: AssistantWedding; faqs: Omit<AssistantFaq, 'id'>[] };

function readCases(path: string): EvalCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EvalCase);
}

function load(slug: string, fixturePath: string, casesPath: string): EvalWedding {
  const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as Fixture;
  return {
    slug,
    wedding: fixture.wedding,
    faqs: fixture.faqs.map((f, i) => ({ id: i + 1, ...f })),
    cases: readCases(casesPath),
  };
}

/** Which weddings are in which part: decided once, never moved. */
export function readSplit(): Record<'tuning' | 'heldout' | 'fresh', string[]> {
  return JSON.parse(readFileSync(join(SETS_DIR, 'split.json'), 'utf8')) as Record<
    'tuning' | 'heldout' | 'fresh',
    string[]
  >;
}

export function loadPart(part: EvalPart): EvalWedding[] {
  if (part === 'shared') {
    const fixture = join(SHARED_DIR, 'wedding-dev.json');
    return existsSync(fixture) ? [load('shared-dev', fixture, join(SHARED_DIR, 'dev.jsonl'))] : [];
  }
  const split = readSplit();
  const known = new Set(readdirSync(SETS_DIR).filter((d) => existsSync(join(SETS_DIR, d, 'wedding.json'))));
  return (split[part] ?? [])
    .filter((slug) => known.has(slug))
    .map((slug) => load(slug, join(SETS_DIR, slug, 'wedding.json'), join(SETS_DIR, slug, 'cases.jsonl')));
}
