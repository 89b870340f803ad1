import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser, TSignUpRequest } from '../../shared/schemas/auth.ts';
import { assertSignUpOpen } from '../content/assert-sign-up-open.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { Env } from '../env.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { publicUrl } from '../payments/public-url.ts';
import { assertUnderLimit, isCountedAddress, recordHits, type RateLimitRule } from '../security/rate-limit.ts';
import { assertPasswordNotCommon } from './common-passwords.ts';
import { insertEmailAccount } from './insert-email-account.ts';
import { toSessionUser } from './to-session-user.ts';

/** Sign-ups per address and hour: a couple signs up once; a script trying e-mails one after the other is slowed. */
export const SIGN_UP_RULE: RateLimitRule = { max: 10, windowMs: 60 * 60 * 1000, message: t('signup.tooMany') };

export type SignUpUserOptions = {
  db: Database;
  input: TSignUpRequest;
  config: Env;
  ip?: string | undefined;
  now?: Date;
};

/**
 * Creates a couple account. The e-mail is unique (case-insensitive: it arrives lower-cased). For an address that
 * already has an account, the answer is the same as for a new one (`created` tells the route not to open a
 * session): the password is hashed all the same, the owner is told by e-mail through the outbox, and the user
 * returned is the one the form described, under an id that names no account. The rate limit slows whoever tries
 * addresses one after the other.
 */
export async function signUpUser({
  db,
  input,
  config,
  ip,
  now = new Date(),
}: SignUpUserOptions): Promise<{ user: TSessionUser; created: boolean }> {
  const keys = isCountedAddress(ip, config) ? [`signup:ip:${ip}`] : [];
  await assertSignUpOpen({ db, config });
  await assertUnderLimit({ db, keys, rule: SIGN_UP_RULE, now });
  await assertPasswordNotCommon(input.password, input);
  await recordHits({ db, keys, now });
  const user = await insertEmailAccount(db, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    password: input.password,
    userType: 'couple',
  });
  if (user) return { user: toSessionUser(user), created: true };
  await queueEmail({
    db,
    to: input.email,
    subject: t('signup.existing.subject'),
    body: t('signup.existing.body', { loginUrl: publicUrl(config, '/auth-simulation') }),
    // One warning a day at most, however many tries.
    dedupeKey: `email:signup-existing:${input.email}:${parisDate(now)}`,
  });
  const described: TSessionUser = {
    id: randomUUID(),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: null,
    userType: 'couple',
    isAdmin: false,
    adminRole: null,
  } satisfies Required<TSessionUser>;
  return { user: described, created: false };
}
