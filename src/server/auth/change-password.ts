import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { invalidateUserSessions } from './invalidate-session.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type ChangePasswordOptions = {
  db: Database;
  userId: string;
  /** The session making the change stays signed in; every other one is revoked. */
  currentSid: string;
  currentPassword: string;
  newPassword: string;
};

export async function changePassword({ db, userId, currentSid, currentPassword, newPassword }: ChangePasswordOptions) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.password || !(await verifyPassword(user.password, currentPassword))) {
    throw new AppError('VALIDATION', t('password.current.wrong'));
  }
  await db.update(users).set({ password: await hashPassword(newPassword) }).where(eq(users.id, userId));
  await invalidateUserSessions({ db, userId, keepSid: currentSid });
}
