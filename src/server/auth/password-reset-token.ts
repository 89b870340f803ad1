// « Mot de passe oublié » links: 256 random bits in the e-mailed URL, only their SHA-256 in the database.
import { createHash, randomBytes } from 'node:crypto';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export function generatePasswordResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPasswordResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
