import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';
import { generateSessionToken, hashSessionToken, SESSION_DURATION_MS } from './session-token.ts';

export type CreateSessionOptions = {
  db: Database;
  userId: string;
  userAgent?: string | undefined;
  now?: Date;
};

export async function createSession({ db, userId, userAgent, now = new Date() }: CreateSessionOptions) {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_DURATION_MS);
  await db.insert(sessions).values({
    sid: hashSessionToken(token),
    userId,
    expire: expiresAt,
    sess: userAgent ? { userAgent: userAgent.slice(0, 300) } : {},
  });
  return { token, expiresAt };
}
