// « Il y a quelque chose le dimanche ? », "what time do we eat on Saturday?": on a wedding spread over several days,
// the day the guest names decides which entry of the couple's notes answers.
import { isSubject, type Analysis } from './analyze-text.ts';
import { conceptIds } from './knowledge.ts';
import type { AnswerIndex } from './build-answer-index.ts';
import { foldText, splitWords, weekdayOf } from './normalize-text.ts';
import { about, promote, type Asked, type Ranked } from './ranked.ts';

/** Words an entry's day heading takes at most before its weekday: « Programme du samedi : », « Dimanche 21 juin : ». */
const HEADING_WORDS = 3;

/** The weekday an entry of the notes opens on (« Samedi 20 juin : à 10h… », « Programme du samedi : messe… »), if any. */
export function openingWeekday(entry: string): number | undefined {
  return splitWords(foldText(entry))
    .slice(0, HEADING_WORDS)
    .map(weekdayOf)
    .find((d) => d >= 0);
}

/** The wedding's day of the week (0 is Sunday), or NaN when its date is not set. */
export function weddingWeekday(weddingDate: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(weddingDate) ? new Date(`${weddingDate}T12:00:00Z`).getUTCDay() : NaN;
}

/** The days around the wedding's own, by how many days after it they fall (6 is the day before). */
export const DAYS_AROUND: Record<number, 'nextday' | 'daybefore'> = { 1: 'nextday', 6: 'daybefore' };

/**
 * The one day of the week a guest's question names, when it is not the wedding's own day (that one is the wedding's
 * fixed facts): a weekday word, or « le lendemain », « la veille ».
 */
function dayNamed(index: AnswerIndex, question: Analysis): number | undefined {
  const weddingDay = weddingWeekday(index.wedding.weddingDate);
  if (Number.isNaN(weddingDay)) return undefined;
  const days = new Set(question.words.map(weekdayOf).filter((d) => d >= 0));
  if (!days.size)
    for (const [after, concept] of Object.entries(DAYS_AROUND))
      if (question.concepts.has(concept)) days.add((weddingDay + Number(after)) % 7);
  const [day] = [...days];
  return days.size === 1 && day !== weddingDay ? day : undefined;
}

/** The concepts that name a day, not a point of it. */
const DAY_CONCEPTS = new Set(['nextday', 'daybefore', 'program', 'wedding']);

/** A day, or a moment of one (the brunch of the day after): it sets the question on a day, it is no point of it. */
const isDay = (c: string, index: AnswerIndex) =>
  DAY_CONCEPTS.has(c) || DAY_CONCEPTS.has(index.lexicon.parents.get(c) ?? '');
const isPoint = (c: string, index: AnswerIndex) => isSubject(index.lexicon, c) && !isDay(c, index);

/** How far below the top the entry of the day named may rank and still be preferred (tuning part). */
const DAY_FLOOR = 0.9;

/**
 * « ¿El domingo hay algo? », « on mange vers quelle heure samedi ? »: the guest names a day of the weekend other than
 * the wedding's; an entry of the notes set on that day (opening on it, or following its heading in one timeline)
 * answers, not a fact of the wedding day nor a FAQ on another point of that day.
 */
export function preferDayNamed(ranked: Ranked[], { index, question }: Asked) {
  const day = dayNamed(index, question);
  const top = ranked[0];
  if (day === undefined || !top) return;
  // An entry of that day on top already answers (a FAQ or another entry of the day is no better: measured).
  if (top.candidate.day === day) return;
  // So does a FAQ, unless it is asked on a point the guest does not ask (« faut-il apporter quelque chose le
  // dimanche ? », « qui est invité au ttoro ? »): it names the day but answers another question.
  const unasked = (c: string) => isPoint(c, index) && !question.concepts.has(c);
  if (top.candidate.asks && ![...top.candidate.asks].some(unasked)) return;
  const i = ranked.findIndex((r) => r.candidate.day === day);
  // Nor when the guest asks a point (the parking, whom to call) the top fact is about and the entry of the day is not.
  const pointOfTop = (entry: Ranked) =>
    conceptIds(question).some((c) => isPoint(c, index) && about(top, c) && !about(entry, c));
  if (i <= 0 || pointOfTop(ranked[i]!)) return;
  promote(ranked, i, DAY_FLOOR);
}
