// zxcvbn-ts (maintained, MIT) with its French dictionaries (common words, first and last names, word sequences such
// as months) beside the common ones: how many guesses an attacker's ordered list needs for a password. Behind a
// module of its own so that common-passwords.ts loads it on first use, never on the API function's cold start.
// The French Wikipedia list is left out: a third of a megabyte in the API's bundle (issue 31's 3 MB), for words the
// common-words list and the breached passwords already cover in what attackers try.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import commonWords from '@zxcvbn-ts/language-fr/dist/commonWords.json.cjs';
import firstnames from '@zxcvbn-ts/language-fr/dist/firstnames.json.cjs';
import lastnames from '@zxcvbn-ts/language-fr/dist/lastnames.json.cjs';
import translations from '@zxcvbn-ts/language-fr/dist/translations.cjs';
import wordSequences from '@zxcvbn-ts/language-fr/dist/wordSequences.json.cjs';

export const estimator = new ZxcvbnFactory({
  dictionary: {
    ...commonDictionary,
    'commonWords-fr': commonWords,
    'firstnames-fr': firstnames,
    'lastnames-fr': lastnames,
    ...wordSequences,
  },
  graphs: adjacencyGraphs,
  translations,
});
