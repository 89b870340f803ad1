// Public assistant ids: 16 characters from an unambiguous lower-case alphabet (80 random bits), URL-safe and
// unguessable; free trials are prefixed `trial-` as the spec says.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomId(length: number): string {
  let id = '';
  for (const byte of randomBytes(length)) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

export function generateWeddingId({ trial = false }: { trial?: boolean } = {}): string {
  const id = randomId(16);
  return trial ? `trial-${id}` : id;
}

/** A guest's personal-link token: 10 characters (50 random bits), never guessed among a wedding's few hundred. */
export const INVITE_TOKEN_LENGTH = 10;
export const generateInviteToken = () => randomId(INVITE_TOKEN_LENGTH);
