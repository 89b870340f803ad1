import { ZAnswerTrace, type TAnswerTrace } from '../../shared/schemas/answer-trace.ts';

/** A reply's stored trace (« Pourquoi cette réponse ? »); one stored by an older engine, or none, is left out rather than shown half-read. */
export function readTrace(stored: unknown): TAnswerTrace | null {
  const parsed = ZAnswerTrace.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
