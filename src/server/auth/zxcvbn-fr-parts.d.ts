// The parts of @zxcvbn-ts/language-fr imported one by one (guessable-passwords.ts), which the package types only as a whole.
declare module '@zxcvbn-ts/language-fr/dist/commonWords.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-fr/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-fr/dist/lastnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-fr/dist/wordSequences.json.mjs' {
  const sequences: Record<string, string[]>;
  export default sequences;
}
declare module '@zxcvbn-ts/language-fr/dist/translations.mjs' {
  import type { TranslationKeys } from '@zxcvbn-ts/core';
  const translations: TranslationKeys;
  export default translations;
}
