// The one place an account that signs in with an e-mail and a password is written, its password hashed. The unique
// e-mail index decides between two sign-ups at once: null when the e-mail is taken. Callers check the password
// against the common ones first (sign-up does it between its rate-limit check and its hit).
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { hashPassword } from '../../../db/password-hash.ts';
import { users } from '../../../db/schema/index.ts';

export type EmailAccount = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  password: string;
  userType: typeof users.$inferInsert.userType;
};

export async function insertEmailAccount(
  db: Database,
  account: EmailAccount,
): Promise<typeof users.$inferSelect | null> {
  const [user] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      password: await hashPassword(account.password),
      authProvider: 'email',
      userType: account.userType,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user ?? null;
}
