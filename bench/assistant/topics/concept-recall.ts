// How much of what guests ask the thesaurus understands: for each message of the topic corpus (written for this by
// people who never saw the engine), whether the engine's analysis finds a concept of the message's subject, and
// whether a message about nothing the wedding could answer stays free of subjects. The first batch of each writer
// group is the tuning part (its misses may be read); the second batch is held out (only its figures are printed).
// Usage: npx tsx bench/assistant/topics/concept-recall.ts [--misses TOPIC]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeText, buildLexicon, type Analysis } from '../../../src/server/assistant/analyze-text.ts';
import { conceptIds } from '../../../src/server/assistant/knowledge.ts';

/** The concepts that show a message was understood as being about its topic. */
export const TOPIC_CONCEPTS: Record<string, string[]> = {
  ceremony_time: ['ceremony', 'arrival'],
  ceremony_place: ['ceremony'],
  reception_time: ['reception', 'cocktail', 'dinner'],
  reception_place: ['reception', 'cocktail', 'dinner'],
  date: ['date'],
  schedule: ['program'],
  end_time: ['end'],
  dress_code: ['dress', 'modesty'],
  shoes: ['shoes'],
  parking: ['parking', 'bycar'],
  transport: [
    'transport',
    'shuttle',
    'carpool',
    'rail',
    'flight',
    'taxi',
    'cablecar',
    'carrental',
    'return',
    'bycar',
    'seasick',
    'missedride',
  ],
  lodging: ['lodging', 'hotel', 'camping'],
  camping: ['camping'],
  gifts: ['gifts', 'honeymoon'],
  contact: ['contact', 'phone'],
  couple: ['couple', 'bride', 'groom', 'story'],
  children: ['children', 'age'],
  pets: ['pets'],
  food: ['food', 'cake', 'dinner'],
  diet: ['vegetarian', 'halal', 'allergy'],
  drinks: ['drinks'],
  music: ['music'],
  photos: ['photos', 'photobooth', 'drone', 'photoalbum'],
  weather: ['weather', 'temperature', 'outdoor', 'snow', 'wind', 'sun', 'climate'],
  rsvp: ['rsvp'],
  plus_one: ['plusone'],
  brunch: ['brunch', 'nextday', 'daybefore'],
  accessibility: ['accessibility'],
  cloakroom: ['cloakroom', 'luggage'],
  smoking: ['smoking'],
  speeches: ['speeches', 'games'],
  wifi_network: ['wifi', 'network', 'power', 'password'],
  money: ['money', 'price'],
  language: ['language'],
  religion: ['religion', 'shabbat'],
  confetti: ['confetti', 'fireworks'],
  swimming: ['pool', 'beach'],
  travel_abroad: ['documents', 'flight'],
  activities: ['activities'],
  guests: ['guestcount', 'seating', 'tableplan'],
  officiant: ['officiant', 'witness'],
  help: ['helping'],
  health: ['health', 'insects', 'altitude', 'sun', 'seasick'],
  partial_attendance: ['partial'],
};

export type CorpusMessage = { topic: string; lang: string; text: string; batch: 'tuning' | 'heldout' };

export function readCorpus(): CorpusMessage[] {
  const dir = join(import.meta.dirname, 'corpus');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => {
      const batch = /\d\.jsonl$/.test(f) ? 'heldout' : 'tuning';
      return readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => ({ ...(JSON.parse(l) as Omit<CorpusMessage, 'batch'>), batch }) as CorpusMessage);
    });
}

const NO_SUBJECT = new Set([
  'time',
  'when',
  'place',
  'date',
  'who',
  'end',
  'distance',
  'duration',
  'wedding',
  'checking',
]);

/** Whether the engine's analysis of a message finds what the message is about. */
export function understood(analysis: Analysis, topic: string) {
  if (topic === 'greeting') return analysis.smallTalk && !analysis.thanks;
  if (topic === 'thanks') return analysis.smallTalk && analysis.thanks;
  // A message about nothing a wedding answers is understood when it names no wedding subject.
  if (topic === 'unrelated') return !conceptIds(analysis).some((c) => !NO_SUBJECT.has(c));
  return (TOPIC_CONCEPTS[topic] ?? []).some((c) => analysis.concepts.has(c));
}

export function conceptRecall(batch: CorpusMessage['batch'], onMiss?: (m: CorpusMessage, a: Analysis) => void) {
  const lexicon = buildLexicon();
  const perTopic = new Map<string, [number, number]>();
  let right = 0;
  let total = 0;
  for (const m of readCorpus().filter((x) => x.batch === batch)) {
    const a = analyzeText(lexicon, m.text);
    const ok = understood(a, m.topic);
    const e = perTopic.get(m.topic) ?? [0, 0];
    e[1]++;
    if (ok) e[0]++;
    perTopic.set(m.topic, e);
    total++;
    if (ok) right++;
    else onMiss?.(m, a);
  }
  return { right, total, perTopic };
}

if (import.meta.main) {
  const missesOf = process.argv.includes('--misses') ? process.argv[process.argv.indexOf('--misses') + 1] : undefined;
  for (const batch of ['tuning', 'heldout'] as const) {
    // Misses are printed for the tuning half only: the held-out half is reported, never read.
    const { right, total, perTopic } = conceptRecall(batch, (m, a) => {
      if (batch === 'tuning' && (missesOf === m.topic || missesOf === 'all'))
        console.log(`${m.topic}\t${conceptIds(a).join(',')}\t${m.text}`);
    });
    console.log(`${batch}: ${right}/${total} = ${((right / total) * 100).toFixed(1)} %`);
    console.log(
      '  ' +
        [...perTopic]
          .sort((a, b) => a[1][0] / a[1][1] - b[1][0] / b[1][1])
          .map(([t, [a, n]]) => `${t} ${a}/${n}`)
          .join(', '),
    );
  }
}
