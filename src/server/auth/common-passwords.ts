// Passwords that follow the spec's rules and are still the first ones an attacker tries: the 49,000 most common
// passwords of public breaches, as ranked by zxcvbn-ts (@zxcvbn-ts/language-common, maintained, MIT). Server-side
// only: the list is 380 kB, no page needs it; loaded on first use (decompressing it takes 30–180 ms), so only a
// sign-up or a password change pays for it, never the API function's cold start.
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';

/** A common word with digits and symbols stuck on ('Secret2027!') is refused when the word is this common. */
const TOP_BASE_WORDS = 1000;

export async function isCommonPassword(password: string): Promise<boolean> {
  const { BREACHED_PASSWORD_RANKS: known } = await import('./breached-passwords.ts');
  const rankOf = (word: string) => known.get(word);
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^\p{L}\p{N}]/gu, '');
  // 'P@ssword1', 'Pa$$word1': the symbols the rules ask for, standing for letters.
  const spelled = lower.replace(/@/g, 'a').replace(/\$/g, 's').replace(/[^\p{L}\p{N}]/gu, '');
  if ([lower, letters, spelled].some((candidate) => rankOf(candidate) !== undefined)) return true;
  const base = spelled.replace(/^\d+|\d+$/g, '');
  const baseRank = base.length >= 4 ? rankOf(base) : undefined;
  return baseRank !== undefined && baseRank < TOP_BASE_WORDS;
}

/** For every password a person chooses: sign-up, change, an account opened by an administrator. */
export async function assertPasswordNotCommon(password: string) {
  if (await isCommonPassword(password)) throw new AppError('VALIDATION', t('signup.password.common'));
}
