import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';
import { absoluteLifetimeMs, generateSessionToken, hashSessionToken, idleLifetimeMs } from './session-token.ts';

export type CreateSessionOptions = {
  db: Database;
  userId: string;
  userAgent?: string | undefined;
  /** Administrators' sessions end sooner (session-token.ts). */
  isAdmin?: boolean;
  now?: Date;
};

/** A new session from `now` (its sign-in time): `expiresAt` is its absolute end, the cookie's expiry. */
export async function createSession({
  db,
  userId,
  userAgent,
  isAdmin = false,
  now = new Date(),
}: CreateSessionOptions) {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + absoluteLifetimeMs({ isAdmin }));
  await db.insert(sessions).values({
    sid: hashSessionToken(token),
    userId,
    expire: new Date(Math.min(now.getTime() + idleLifetimeMs({ isAdmin }), expiresAt.getTime())),
    createdAt: now,
    sess: userAgent ? { userAgent: userAgent.slice(0, 300) } : {},
  });
  return { token, expiresAt };
}
