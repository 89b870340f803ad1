// Public assistant ids: 16 characters from an unambiguous lower-case alphabet (80 random bits), URL-safe and
// unguessable; free trials are prefixed `trial-` as the spec says.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function generateWeddingId({ trial = false }: { trial?: boolean } = {}): string {
  const bytes = randomBytes(16);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return trial ? `trial-${id}` : id;
}
