// « Mot de passe oublié » : one e-mail with a single-use link valid one hour, to an account that exists; the same
// answer either way, so that the form tells nobody which addresses have an account.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { passwordResetTokens, users } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { Env } from '../env.ts';
import { publicUrl } from '../payments/public-url.ts';
import { assertUnderLimit, isLoopbackAddress, recordHits, type RateLimitRule } from '../security/rate-limit.ts';
import { PASSWORD_RESET_TTL_MS, generatePasswordResetToken, hashPasswordResetToken } from './password-reset-token.ts';

/** Per address and per visitor: a couple asks once or twice; nobody floods an inbox or probes addresses. */
export const PASSWORD_RESET_RULE: RateLimitRule = {
  max: 3,
  windowMs: 60 * 60 * 1000,
  message: t('passwordReset.tooMany'),
};
export const PASSWORD_RESET_IP_RULE: RateLimitRule = {
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: t('passwordReset.tooMany'),
};

/** Where the e-mailed link leads; the token rides in the fragment, never sent to a server in a Referer or a log. */
export const PASSWORD_RESET_PATH = '/reinitialiser-mot-de-passe';

export type RequestPasswordResetOptions = {
  db: Database;
  config: Env;
  email: string;
  ip?: string | undefined;
  now?: Date;
};

export async function requestPasswordReset({
  db,
  config,
  email,
  ip,
  now = new Date(),
}: RequestPasswordResetOptions): Promise<void> {
  const ipKeys = ip && !isLoopbackAddress(ip) ? [`password-reset:ip:${ip}`] : [];
  const emailKeys = [`password-reset:email:${email}`];
  await assertUnderLimit({ db, keys: ipKeys, rule: PASSWORD_RESET_IP_RULE, now });
  await assertUnderLimit({ db, keys: emailKeys, rule: PASSWORD_RESET_RULE, now });
  await recordHits({ db, keys: [...ipKeys, ...emailKeys], now });

  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isAdmin, false)))
    .limit(1);
  if (!user?.email) return;

  const token = generatePasswordResetToken();
  const tokenHash = hashPasswordResetToken(token);
  await db.transaction(async (tx) => {
    // One live link per account: the newest request replaces the others.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      createdAt: now,
    });
    await queueEmail({
      db: tx,
      to: user.email!,
      subject: t('passwordReset.email.subject'),
      body: t('passwordReset.email.body', { resetUrl: publicUrl(config, `${PASSWORD_RESET_PATH}#${token}`) }),
      dedupeKey: `email:password-reset:${tokenHash}`,
    });
  });
}
