// Passwords that follow the spec's rules and are still the first ones an attacker tries: the 49,000 most common
// passwords of public breaches, as ranked by zxcvbn-ts (@zxcvbn-ts/language-common, maintained, MIT). Server-side
// only: the list is 380 kB, no page needs it.
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';

/** A common word with digits and symbols stuck on ('Secret2027!') is refused when the word is this common. */
const TOP_BASE_WORDS = 1000;

let ranks: Map<string, number> | undefined;
function rankOf(word: string): number | undefined {
  ranks ??= new Map((dictionary['passwords-common'] as string[]).map((password, rank) => [password, rank]));
  return ranks.get(word);
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^\p{L}\p{N}]/gu, '');
  if (rankOf(lower) !== undefined || rankOf(letters) !== undefined) return true;
  const base = letters.replace(/^\d+|\d+$/g, '');
  const baseRank = base.length >= 4 ? rankOf(base) : undefined;
  return baseRank !== undefined && baseRank < TOP_BASE_WORDS;
}

/** For every password a person chooses: sign-up, change, an account opened by an administrator. */
export function assertPasswordNotCommon(password: string) {
  if (isCommonPassword(password)) throw new AppError('VALIDATION', t('signup.password.common'));
}
