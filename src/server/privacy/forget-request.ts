// « OUBLIE-MOI » / « FORGET ME » / « OLVÍDAME », alone in a WhatsApp message: the guest asks to be erased from the
// wedding it is talking to; « OUBLIE-MOI PARTOUT » / « FORGET ME EVERYWHERE » / « OLVÍDAME EN TODAS PARTES » from every one.
// Case, accents, spaces, hyphens and final punctuation do not matter; the word chosen gives the reply's language.
export type ForgetLanguage = 'fr' | 'en' | 'es';

const KEYWORDS: Record<string, ForgetLanguage> = {
  OUBLIEMOI: 'fr',
  OUBLIEZMOI: 'fr',
  FORGETME: 'en',
  OLVIDAME: 'es',
};

/** « OUBLIE-MOI PARTOUT »: the number is erased from every wedding it wrote to, not only the current one. */
const EVERYWHERE_KEYWORDS: Record<string, ForgetLanguage> = {
  OUBLIEMOIPARTOUT: 'fr',
  OUBLIEZMOIPARTOUT: 'fr',
  FORGETMEEVERYWHERE: 'en',
  OLVIDAMEENTODASPARTES: 'es',
  OLVIDAMEENTODAS: 'es',
};

function compact(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\s\-‐‑–—_'’.!¡?¿«»"]/g, '');
}

/** The language of a forget request, or null when the message is anything else. */
export function detectForgetRequest(text: string): ForgetLanguage | null {
  return KEYWORDS[compact(text)] ?? null;
}

/** The language of a request to be forgotten by every wedding, or null. */
export function detectForgetEverywhereRequest(text: string): ForgetLanguage | null {
  return EVERYWHERE_KEYWORDS[compact(text)] ?? null;
}
