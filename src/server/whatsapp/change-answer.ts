// « Je voudrais modifier ma réponse »: a guest asking to change their answer to the invitation without saying the new
// one. The words are data (data/change-answer-words.json); the invitation's question is asked again.
import changeAnswerWords from './data/change-answer-words.json' with { type: 'json' };
import { onlyTheseWords } from './only-these-words.ts';

/** Whether the message only asks to change the answer: one of the verbs, and nothing but the words around them. */
export const asksToChangeAnswer = onlyTheseWords(changeAnswerWords);
