import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';
import { absoluteLifetimeMs, generateSessionToken, hashSessionToken, SESSION_DURATION_MS } from './session-token.ts';

export type CreateSessionOptions = {
  db: Database;
  userId: string;
  userAgent?: string | undefined;
  /** Administrators' sessions end sooner (session-token.ts). */
  isAdmin?: boolean;
  now?: Date;
};

export async function createSession({ db, userId, userAgent, isAdmin = false, now = new Date() }: CreateSessionOptions) {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + Math.min(SESSION_DURATION_MS, absoluteLifetimeMs({ isAdmin })));
  await db.insert(sessions).values({
    sid: hashSessionToken(token),
    userId,
    expire: expiresAt,
    createdAt: now,
    sess: userAgent ? { userAgent: userAgent.slice(0, 300) } : {},
  });
  return { token, expiresAt };
}
