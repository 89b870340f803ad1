// The engine's floors, checked in CI (.ci/run): right within two messages, wrong replies and choices on the tuning,
// held-out, blind ("fresh") and shared parts may not fall below the figures in floors.json; nor may the RSVP reader's
// answers right within two messages on its tuning and held-out writers, and no non-answer may be taken for an answer;
// nor may more of the RSVP writers' answers that ask nothing get a fact (facts-to-statements.ts).
// Usage: npx tsx bench/assistant/check-floors.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateEngine, formatScore } from './evaluate-engine.ts';
import type { EvalPart } from './eval-sets.ts';
import { factsToStatements, formatStatementsScore } from './facts-to-statements.ts';
import { formatRsvpScore, scoreRsvp } from './rsvp/evaluate-rsvp.ts';

type Floor = { minRight: number; maxWrong: number; maxChoiceShare: number };
type RsvpFloor = { minRightInTwo: number; maxFalseRsvp: number };
const {
  rsvp: rsvpFloors,
  statements: statementFloors,
  ...floors
} = JSON.parse(readFileSync(join(import.meta.dirname, 'floors.json'), 'utf8')) as Record<EvalPart, Floor> & {
  rsvp: Record<'tuning' | 'heldout', RsvpFloor>;
  statements: Record<'tuning' | 'heldout', { maxGivenFacts: number }>;
};
const parts = (Object.keys(floors) as EvalPart[]).filter((p) => !p.startsWith('$'));

let failed = 0;
for (const score of evaluateEngine(parts)) {
  const floor = floors[score.part];
  if (!score.cases) {
    console.log(`${score.part}: absent (../shared/eval not beside the project), not checked`);
    continue;
  }
  console.log(formatScore(score).split('\n')[0]);
  const problems = [
    score.hits < floor.minRight && `right ${score.hits} < ${floor.minRight}`,
    score.wrong > floor.maxWrong && `wrong ${score.wrong} > ${floor.maxWrong}`,
    score.choices > floor.maxChoiceShare * score.cases &&
      `choices ${score.choices} > ${Math.floor(floor.maxChoiceShare * score.cases)}`,
  ].filter(Boolean);
  if (problems.length) {
    failed++;
    console.error(`  ✗ ${score.part} below its floor: ${problems.join(', ')}`);
  }
}
for (const part of ['tuning', 'heldout'] as const) {
  const score = scoreRsvp(part);
  const floor = rsvpFloors[part];
  console.log(`rsvp ${formatRsvpScore(score)}`);
  const problems = [
    score.rightInTwo < floor.minRightInTwo && `right within two ${score.rightInTwo} < ${floor.minRightInTwo}`,
    score.falseRsvp > floor.maxFalseRsvp && `non-answers taken ${score.falseRsvp} > ${floor.maxFalseRsvp}`,
  ].filter(Boolean);
  if (problems.length) {
    failed++;
    console.error(`  ✗ rsvp ${part} below its floor: ${problems.join(', ')}`);
  }
}
for (const part of ['tuning', 'heldout'] as const) {
  const score = factsToStatements(part);
  console.log(`statements ${formatStatementsScore(score)}`);
  if (score.givenFacts > statementFloors[part].maxGivenFacts) {
    failed++;
    console.error(`  ✗ statements ${part}: given a fact ${score.givenFacts} > ${statementFloors[part].maxGivenFacts}`);
  }
}
console.log(failed ? `${failed} part(s) below their floors` : 'every part at or above its floors');
process.exit(failed ? 1 : 0);
