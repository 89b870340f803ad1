// Scores the RSVP reader on guest messages written for it by four writers who never saw it (bench/assistant/rsvp, one
// file each): split.json puts two writers in the tuning part (their misses may be read) and two in the held-out part
// (figures only). Writers c and d were measured blind first (79.0 % and 83.5 %) before c joined the tuning part.
// A message is right when the reader says no RSVP for a non-RSVP, or finds the labelled status, party size and diet.
// Usage: npx tsx bench/assistant/rsvp/evaluate-rsvp.ts [--misses]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRsvp, type Rsvp } from '../../../src/server/assistant/rsvp/read-rsvp.ts';

type Expect = { status: Rsvp['status']; partySize: number | null; diet: boolean } | null;
export type RsvpCase = { id: string; lang: string; text: string; expect: Expect };

export function readRsvpCases(part: 'tuning' | 'heldout'): RsvpCase[] {
  const split = JSON.parse(readFileSync(join(import.meta.dirname, 'split.json'), 'utf8')) as Record<string, string[]>;
  return split[part]!.flatMap((writer) =>
    readFileSync(join(import.meta.dirname, `${writer}.jsonl`), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as RsvpCase),
  );
}

/** Whether the reader's answer is the labelled one (a party size alone may also read as a yes: it brings people). */
export function rsvpRight(got: Rsvp | null, expected: Expect) {
  if (!expected) return got === null;
  if (!got) return false;
  const statusOk = got.status === expected.status || (expected.status === null && expected.partySize !== null && got.status === 'yes');
  return statusOk && got.partySize === expected.partySize && (got.diet !== null) === expected.diet;
}

export function scoreRsvp(part: 'tuning' | 'heldout') {
  const cases = readRsvpCases(part);
  let right = 0;
  let falseRsvp = 0;
  let missedRsvp = 0;
  const byLang = new Map<string, [number, number]>();
  const misses: { c: RsvpCase; got: Rsvp | null }[] = [];
  for (const c of cases) {
    const got = readRsvp(c.text);
    const ok = rsvpRight(got, c.expect);
    const e = byLang.get(c.lang) ?? [0, 0];
    e[1]++;
    if (ok) {
      right++;
      e[0]++;
    } else misses.push({ c, got });
    if (!c.expect && got) falseRsvp++;
    if (c.expect && !got) missedRsvp++;
    byLang.set(c.lang, e);
  }
  return { part, cases: cases.length, right, falseRsvp, missedRsvp, byLang, misses, nonRsvp: cases.filter((c) => !c.expect).length };
}

export function formatRsvpScore(s: ReturnType<typeof scoreRsvp>) {
  const langs = [...s.byLang].map(([l, [a, n]]) => `${l} ${a}/${n}`).join(', ');
  return `${s.part}: ${((s.right / s.cases) * 100).toFixed(1)} % right (${s.right}/${s.cases}); questions taken for an RSVP: ${s.falseRsvp}/${s.nonRsvp}; RSVPs missed: ${s.missedRsvp}; ${langs}`;
}

if (import.meta.main) {
  for (const part of ['tuning', 'heldout'] as const) {
    const s = scoreRsvp(part);
    console.log(formatRsvpScore(s));
    // Misses are printed for the tuning part only: the held-out part is reported, never read.
    if (part === 'tuning' && process.argv.includes('--misses')) for (const m of s.misses) console.log(`  ${m.c.id} ${JSON.stringify(m.c.expect)} got ${JSON.stringify(m.got)} :: ${m.c.text}`);
  }
}
