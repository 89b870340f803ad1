// « OUBLIE-MOI » / « FORGET ME » / « OLVÍDAME », alone in a WhatsApp message: the guest asks to be erased.
// Case, accents, spaces, hyphens and final punctuation do not matter; the word chosen gives the reply's language.
export type ForgetLanguage = 'fr' | 'en' | 'es';

const KEYWORDS: Record<string, ForgetLanguage> = {
  OUBLIEMOI: 'fr',
  OUBLIEZMOI: 'fr',
  FORGETME: 'en',
  OLVIDAME: 'es',
};

/** The language of a forget request, or null when the message is anything else. */
export function detectForgetRequest(text: string): ForgetLanguage | null {
  const compact = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\s\-‐‑–—_'’.!¡?¿«»"]/g, '');
  return KEYWORDS[compact] ?? null;
}
