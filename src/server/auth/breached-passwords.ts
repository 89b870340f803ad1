// The ranked list of common breached passwords, behind a relative module so that common-passwords.ts can load it on
// first use: the bundled function then requires the package's CommonJS copy only when a password is chosen.
import { dictionary } from '@zxcvbn-ts/language-common';

/** Each password and its rank, the most common first. */
export const BREACHED_PASSWORD_RANKS: ReadonlyMap<string, number> = new Map(
  (dictionary['passwords-common'] as string[]).map((password, rank) => [password, rank]),
);
