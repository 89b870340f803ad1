// The assertion the assistant's tests share: a guest's message gets a reply holding every token, judged as the
// end-to-end eval judges the webhook's replies (bench/assistant/score-reply.ts).
import { expect } from 'vitest';
import { replyContains } from '../../../../bench/assistant/score-reply.ts';
import { answerQuestion, type AnswerQuestionOptions } from '../answer-question.ts';

export function expectReply(facts: Omit<AnswerQuestionOptions, 'text'>, text: string, ...tokens: string[]) {
  const { reply } = answerQuestion({ ...facts, text });
  for (const token of tokens) expect(replyContains(reply, token), `${text} -> ${reply}`).toBe(true);
}

/** `expectReply` bound to one wedding's facts: `const ask = expectRepliesOf({ wedding, faqs }); ask('Parking ?', 'gratuit')`. */
export function expectRepliesOf(facts: Omit<AnswerQuestionOptions, 'text'>) {
  return (text: string, ...tokens: string[]) => expectReply(facts, text, ...tokens);
}
