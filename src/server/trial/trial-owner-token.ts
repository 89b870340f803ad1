// The proof that a browser created a free trial: a random token in an HttpOnly cookie, only its SHA-256 stored.
import { createHash, randomBytes } from 'node:crypto';

export function generateTrialOwnerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashTrialOwnerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
