// The parts of @zxcvbn-ts/language-fr imported one by one (guessable-passwords.ts), which the package types only as a whole.
// The CommonJS files: their module.exports is the list itself, whichever of ESM (Vite, tsx) or the functions' CommonJS bundle loads them.
declare module '@zxcvbn-ts/language-fr/dist/commonWords.json.cjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-fr/dist/firstnames.json.cjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-fr/dist/lastnames.json.cjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-fr/dist/wordSequences.json.cjs' {
  const sequences: Record<string, string[]>;
  export default sequences;
}
declare module '@zxcvbn-ts/language-fr/dist/translations.cjs' {
  import type { TranslationKeys } from '@zxcvbn-ts/core';
  const translations: TranslationKeys;
  export default translations;
}
