import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSignUpRequest } from '../../shared/schemas/auth.ts';
import { hashPassword } from './password.ts';
import { toSessionUser } from './to-session-user.ts';

export type SignUpUserOptions = { db: Database; input: TSignUpRequest };

/** Creates a couple account. The e-mail is unique (case-insensitive: it arrives lower-cased). */
export async function signUpUser({ db, input }: SignUpUserOptions) {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      password: passwordHash,
      authProvider: 'email',
      userType: 'couple',
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new AppError('CONFLICT', t('signup.duplicate'));
  return toSessionUser(user);
}
