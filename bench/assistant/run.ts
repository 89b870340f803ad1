// `npm run bench:assistant` (and the assistant part of `npm run bench`): the engine on the tuning part, the
// held-out part and ../shared/eval's development set, then the routing between engine and model.
import { evaluateEngine, formatScore } from './evaluate-engine.ts';
import { formatRouting, measureRouting } from './measure-routing.ts';
import { conceptRecall } from './topics/concept-recall.ts';
import { formatRsvpScore, scoreRsvp } from './rsvp/evaluate-rsvp.ts';

export async function runAssistantBench() {
  console.log("\nMoteur de réponses (bench/assistant : parties d'ajustement et réservée, jeu partagé)");
  for (const score of evaluateEngine(['tuning', 'heldout', 'fresh', 'shared'])) console.log(formatScore(score));
  console.log("\nCompréhension du thésaurus (corpus de messages par sujet : moitié d'ajustement, moitié réservée)");
  for (const batch of ['tuning', 'heldout'] as const) {
    const { right, total } = conceptRecall(batch);
    console.log(`${batch}: ${right}/${total} messages compris (${((right / total) * 100).toFixed(1)} %)`);
  }
  console.log("\nRéponses aux invitations (bench/assistant/rsvp : rédacteurs d'ajustement, rédacteurs réservés)");
  for (const part of ['tuning', 'heldout'] as const) console.log(formatRsvpScore(scoreRsvp(part)));
  console.log(`\nRoutage moteur / modèle\n  ${formatRouting(await measureRouting())}`);
}

if (import.meta.main) await runAssistantBench();
