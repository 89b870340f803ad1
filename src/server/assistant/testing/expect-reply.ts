// The assertion the assistant's tests share: a guest's message gets a reply holding every token, judged as the
// end-to-end eval judges the webhook's replies (testing/score-reply.ts, which bench/assistant scores with too).
import { expect } from 'vitest';
import { replyContains } from './score-reply.ts';
import { answerQuestion, type AnswerQuestionOptions } from '../answer-question.ts';
import type { Answer } from '../types.ts';

/**
 * The tests of the ranking judge the best fact found: the reply sent, or, when the engine is unsure and asks, the reply
 * its first choice (that best fact) leads to. Whether it answers or asks is decide-outcome's, tested on its own.
 */
export function bestReply(answer: Answer) {
  return answer.kind === 'choice' && answer.choices?.[0] ? answer.choices[0].reply : answer.reply;
}

export function expectReply(facts: Omit<AnswerQuestionOptions, 'text'>, text: string, ...tokens: string[]) {
  const reply = bestReply(answerQuestion({ ...facts, text }));
  for (const token of tokens) expect(replyContains(reply, token), `${text} -> ${reply}`).toBe(true);
}

/** `expectReply` bound to one wedding's facts: `const ask = expectRepliesOf({ wedding, faqs }); ask('Parking ?', 'gratuit')`. */
export function expectRepliesOf(facts: Omit<AnswerQuestionOptions, 'text'>) {
  return (text: string, ...tokens: string[]) => expectReply(facts, text, ...tokens);
}
