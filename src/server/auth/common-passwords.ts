// Passwords that follow the spec's rules and are still the first ones a French attacker tries: the 49,000 most
// common passwords of public breaches (@zxcvbn-ts/language-common), a word of the French dictionaries of zxcvbn-ts
// (words, first names, towns, months) with digits and symbols stuck on (`Soleil123!`, `Marseille13!`, `Juin2027!`),
// the account's own names and e-mail, and the words of a wedding (`Mariage2027!`). Server-side only: the lists are
// megabytes, loaded on first use (a sign-up or a password change pays for it, never the function's cold start).
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';

/** A common word with digits and symbols stuck on ('Secret2027!') is refused when the word is this common. */
const TOP_BASE_WORDS = 1000;
/** Fewer guesses than this in zxcvbn's ordered attack: an online attacker's list reaches it. */
export const MIN_GUESSES = 1e9;
/** What is left once the known words are taken out must hold this many letters of its own. */
const MIN_OWN_LETTERS = 4;

/** Words of a wedding, accents removed: a password built on them is among the first a guest or a stranger tries. */
export const WEDDING_WORDS = [
  'mariage',
  'mariee',
  'marie',
  'maries',
  'noces',
  'wedding',
  'fiancailles',
  'fiance',
  'fiancee',
  'amour',
  'jetaime',
  'love',
  'epoux',
  'epouse',
  'alliance',
  'ceremonie',
  'temoin',
  'bride',
  'groom',
  'famille',
];

/** The account the password is for: its names and e-mail are not to carry it. */
export type PasswordOwner = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
};

export type PasswordWeakness = 'common' | 'ownName' | 'wedding' | 'guessable';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** 'P@ssword1', 'Pa$$word1', 'M4riage': the symbols and digits the rules ask for, standing for letters. */
const unleet = (text: string) =>
  text.replace(/@|4/g, 'a').replace(/\$|5/g, 's').replace(/0/g, 'o').replace(/3/g, 'e').replace(/1|!/g, 'i');

/** The owner's words of four letters or more: first and last names (each part), the e-mail's parts. */
function ownWords({ firstName, lastName, email }: PasswordOwner): string[] {
  const parts = [firstName, lastName, email?.split('@')[0], email?.split('@')[1]?.split('.')[0]].flatMap((v) =>
    fold(v ?? '').split(/[^\p{L}\p{N}]+/u),
  );
  return [...new Set(parts.filter((w) => w.length >= MIN_OWN_LETTERS || (w.length >= 3 && /^\p{L}+$/u.test(w))))];
}

/** True when the password is only these words, with digits and symbols around them. */
function builtOn(password: string, words: string[]): boolean {
  const candidates = [fold(password), unleet(fold(password))];
  return candidates.some((candidate) => {
    if (!words.some((w) => candidate.includes(w))) return false;
    let rest = candidate;
    for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join(' ');
    return rest.replace(/[^\p{L}]/gu, '').length < MIN_OWN_LETTERS;
  });
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const { BREACHED_PASSWORD_RANKS: known } = await import('./breached-passwords.ts');
  const rankOf = (word: string) => known.get(word);
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^\p{L}\p{N}]/gu, '');
  const spelled = lower
    .replace(/@/g, 'a')
    .replace(/\$/g, 's')
    .replace(/[^\p{L}\p{N}]/gu, '');
  if ([lower, letters, spelled].some((candidate) => rankOf(candidate) !== undefined)) return true;
  const base = spelled.replace(/^\d+|\d+$/g, '');
  const baseRank = base.length >= 4 ? rankOf(base) : undefined;
  return baseRank !== undefined && baseRank < TOP_BASE_WORDS;
}

/** Why the password is among the first an attacker tries, or null. */
export async function passwordWeakness(password: string, owner: PasswordOwner = {}): Promise<PasswordWeakness | null> {
  const own = ownWords(owner);
  if (own.length && builtOn(password, own)) return 'ownName';
  if (builtOn(password, [...WEDDING_WORDS, ...own])) return 'wedding';
  if (await isCommonPassword(password)) return 'common';
  const { estimator } = await import('./guessable-passwords.ts');
  // The owner's names are judged by builtOn above (a password made of them alone); given to the estimator too, they
  // would refuse any password that merely contains one (« Eval-pass1! » for Eval), which the spec's rules allow.
  const { guesses } = estimator.check(password, WEDDING_WORDS);
  return guesses < MIN_GUESSES ? 'guessable' : null;
}

const MESSAGES: Record<PasswordWeakness, Parameters<typeof t>[0]> = {
  common: 'signup.password.common',
  ownName: 'signup.password.ownName',
  wedding: 'signup.password.wedding',
  guessable: 'signup.password.guessable',
};

/** For every password a person chooses: sign-up, change, an account opened by an administrator. */
export async function assertPasswordNotCommon(password: string, owner: PasswordOwner = {}) {
  const weakness = await passwordWeakness(password, owner);
  if (weakness) throw new AppError('VALIDATION', t(MESSAGES[weakness]));
}
