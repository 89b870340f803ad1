// zxcvbn-ts (maintained, MIT) with its French dictionaries (common words, first and last names, French Wikipedia's
// words, months) beside the common ones: how many guesses an attacker's ordered list needs for a password. Behind
// a module of its own so that common-passwords.ts loads it on first use, never on the API function's cold start.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary, translations } from '@zxcvbn-ts/language-fr';

export const estimator = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...frenchDictionary },
  graphs: adjacencyGraphs,
  translations,
});
