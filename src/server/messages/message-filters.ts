// What counts as a guest's question, and as an answered one, for every figure that counts them (couple
// statistics, back office, AI control). Joins (`start-`), small talk and system replies are never questions.
import { and, eq, isNotNull, isNull, not, type SQL } from 'drizzle-orm';
import type { AdminMessageKind } from '../../shared/schemas/admin.ts';
import { ZAnswerTrace } from '../../shared/schemas/answer-trace.ts';
import { messages } from '../../../db/schema/index.ts';

export const isGuestQuestion = and(eq(messages.messageType, 'incoming'), eq(messages.kind, 'question'))!;
/** The assistant gave a fact from the wedding (engine or model). */
export const isAnsweredQuestion = and(isGuestQuestion, isNotNull(messages.answerSource))!;
/** The assistant said it did not know: the couple's « questions sans réponse ». */
export const isUnansweredQuestion = and(isGuestQuestion, isNull(messages.answerSource))!;
/** Unanswered by the assistant and not yet by the couple (a reply from their inbox, or a FAQ made from it): their to-do. */
export const isOpenQuestion = and(isUnansweredQuestion, isNull(messages.resolvedAt))!;
/**
 * A row of a message list shows as answered unless it is a guest's question the assistant left unanswered: joins,
 * small talk, answers to the invitation and what the platform sent are their own answer. The « Répondu » and « Sans
 * réponse » filters split every row between them by this rule; `answeredRow` is the same rule on a row already read.
 */
export const isAnsweredRow = not(isUnansweredQuestion);

type MessageRow = Pick<typeof messages.$inferSelect, 'messageType' | 'kind' | 'answerSource'>;

export function answeredRow(row: MessageRow): boolean {
  return !(row.messageType === 'incoming' && row.kind === 'question' && row.answerSource === null);
}

/**
 * What the assistant sent with an open question it handed over (decision 019): the closest fact (a hedge), the
 * answers to the parts of the message it could place (partly), or nothing but the hand-over.
 */
export function sentWithHandOver(row: Pick<typeof messages.$inferSelect, 'trace'>): 'closest' | 'part' | 'nothing' {
  const outcome = ZAnswerTrace.safeParse(row.trace).data?.outcome;
  return outcome === 'hedge' ? 'closest' : outcome === 'partly' ? 'part' : 'nothing';
}

/** An answer that went out under the confidence threshold of its moment (auto-moderation off): to review. */
export const isFlaggedAnswer = and(isAnsweredQuestion, isNotNull(messages.flaggedThreshold))!;

/** The rows of one kind on the messages screen: a guest's message of that kind, or (automatic) one the platform sent. */
export function isMessageOfKind(kind: AdminMessageKind): SQL {
  if (kind === 'automatic') return eq(messages.messageType, 'outgoing');
  return and(eq(messages.messageType, 'incoming'), eq(messages.kind, kind))!;
}

/** The same in code, for a stored row. */
export function adminMessageKind(row: {
  messageType: 'incoming' | 'outgoing';
  kind: (typeof messages.$inferSelect)['kind'];
}): AdminMessageKind {
  return row.messageType === 'outgoing' ? 'automatic' : row.kind;
}
