// A question about what happens between two moments of the day: what the couple's notes say comes between them.
import type { Analysis, ConceptHits } from './analyze-text.ts';
import type { AnswerIndex, Candidate } from './build-answer-index.ts';
import { isKind } from './knowledge.ts';
import { foldText } from './normalize-text.ts';

/** Where the next moment is, how far, how long: asked of the places and the clock, not of what fills the time. */
const NOT_WHAT_HAPPENS = ['place', 'distance', 'duration', 'transport', 'time', 'when', 'end'];

/** Where the next moment is and how to get there: asked between two places, not two moments of the day. */
const NOT_ON_THE_CLOCK = ['place', 'distance', 'transport'];

/** « 13:30 », « 13h30 », « 15h » (for 15:00) in a text. */
function showsClock(text: string, hhmm: string) {
  const [h, m] = hhmm.split(':').map(Number);
  const minutes = m ? String(m).padStart(2, '0') : '(?:00)?';
  return new RegExp(String.raw`(?<![\d:])0?${h}\s*(?:h|:)\s*${minutes}(?!\d)`).test(foldText(text));
}

/** Whether an entry of the notes is about one of these moments, not merely mentions it. */
const names = (c: Candidate, moments: string[]) => moments.some((m) => (c.concepts.get(m) ?? 0) >= 0.8);

/**
 * The entry of the notes where a moment takes place: for the ceremony or the reception, the one naming it at the
 * time of its field (« 13:30: civil ceremony », not « 13:00: please be in the courtyard of the Rathaus »); else the
 * last of the first run of entries naming it.
 */
function anchorEntry(index: AnswerIndex, notes: Candidate[], moments: string[]) {
  const event = (['ceremony', 'reception'] as const).find((e) => moments.includes(e));
  const fieldTime = event ? index.wedding[`${event}Time`] : null;
  const atTime = fieldTime ? notes.findIndex((c) => names(c, moments) && showsClock(c.text ?? '', fieldTime)) : -1;
  if (atTime >= 0) return atTime;
  let start = notes.findIndex((c) => names(c, moments));
  if (start < 0) return -1;
  while (start + 1 < notes.length && names(notes[start + 1]!, moments)) start++;
  return start;
}

/** The moments a few words of the guest name (« la mairie » is the ceremony, « le resto » the reception). */
function momentsNamed(index: AnswerIndex, concepts: ConceptHits) {
  const notMoments = ['wedding', 'travel', 'program'];
  return [...concepts.keys()].filter((c) => isKind(index.lexicon, c, 'context', 'topic') && !notMoments.includes(c));
}

/**
 * What happens between two moments asked: the entries of the couple's notes that come, in their
 * order, between the one where the first moment takes place and the next one naming the second (or the first
 * moment's own entry, when it says what follows: « après la cérémonie, on descend sur la plage »).
 */
export function entriesBetween(index: AnswerIndex, question: Analysis): Candidate[] | null {
  const asked = question.momentsAsked;
  // « Après la mairie vendredi » on a weekend of several days: the day named decides, not the order of the notes.
  const dayNamed = question.dates.length > 0 || ['daybefore', 'nextday', 'date'].some((c) => question.concepts.has(c));
  if (!asked || dayNamed) return null;
  // « Combien de temps entre la mairie et l'apéro ? », "how long is the gap between the ceremony and the reception?":
  // the span from one moment to the other, both entries with their times.
  const span = asked.between && !asked.whatHappens && !NOT_ON_THE_CLOCK.some((c) => question.concepts.has(c));
  if (!span && (!asked.whatHappens || NOT_WHAT_HAPPENS.some((c) => question.concepts.has(c)))) return null;
  const from = momentsNamed(index, asked.from);
  const to = asked.to ? momentsNamed(index, asked.to) : [];
  if (!from.length || (asked.to && !to.length)) return null;
  const notes = index.candidates.filter((c) => c.source === 'additionalInfo' && !c.slot).sort((a, b) => a.id - b.id);
  const start = anchorEntry(index, notes, from);
  if (start < 0) return null;
  // « Après le déjeuner, il se passe quoi ? »: what follows is the next entry of the notes.
  if (!asked.to) return start + 1 < notes.length ? [notes[start + 1]!] : null;
  const end = notes.findIndex((c, i) => i >= start && names(c, to));
  if (end < 0) return null;
  if (span) return end > start ? notes.slice(start, end + 1) : null;
  const inside = notes.slice(start + 1, end);
  return inside.length ? inside : [notes[start]!];
}

/** A bullet that opens a line of the couple's timeline (« - 14h30 : messe »). */
const BULLET = /^[-–•*]\s/;

/**
 * The entries quoted as the couple wrote them, in order: a bulleted line on its own line, and the moments cut from
 * one sentence (« cérémonie laïque à 15h30 », « cocktail à 16h30 ») joined with the comma that separated them.
 */
export function quoteEntries(entries: Candidate[]): string {
  return entries
    .map((c, i) => {
      const text = c.text ?? '';
      if (i === 0) return text;
      if (BULLET.test(text)) return `\n${text}`;
      return /[.!?…:;»)]\s*$/.test(entries[i - 1]!.text ?? '') ? ` ${text}` : `, ${text}`;
    })
    .join('');
}
