// A couple pre-registers for the launch offer: one row per e-mail (case-insensitive), rate limited per address.
// Every attempt counts towards the limit, so trying e-mails one after the other is slowed too.
import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preRegistrations } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { ZPreRegistrationRequest } from '../../shared/schemas/pre-registration.ts';
import type * as z from '../../shared/schemas/zod-fr.ts';
import { queueEmail } from '../email/queue-email.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { assertUnderLimit, recordHits, type RateLimitRule } from '../security/rate-limit.ts';

export const PRE_REGISTRATION_RULE: RateLimitRule = {
  max: 20,
  windowMs: 60 * 60 * 1000,
  message: t('preRegistration.tooMany'),
};

export type CreatePreRegistrationOptions = {
  db: Database;
  input: z.output<typeof ZPreRegistrationRequest>;
  ip?: string | undefined;
  now?: Date;
};

/** Returns the new total, which the thank-you page and the counter show. */
export async function createPreRegistration({ db, input, ip, now }: CreatePreRegistrationOptions) {
  const keys = ip ? [`pre-registration:ip:${ip}`] : [];
  await assertUnderLimit({ db, keys, rule: PRE_REGISTRATION_RULE, now });
  const inserted = await db
    .insert(preRegistrations)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      weddingDate: input.weddingDate,
    })
    .onConflictDoNothing({ target: preRegistrations.email })
    .returning({ id: preRegistrations.id });
  await recordHits({ db, keys, now });
  // Already pre-registered: the same answer as a first time, so the form tells no one which e-mails are listed;
  // the address's owner is told by e-mail (once a day at most).
  if (inserted.length === 0) {
    await queueEmail({
      db,
      to: input.email,
      subject: t('preRegistration.existing.subject'),
      body: t('preRegistration.existing.body'),
      dedupeKey: `email:pre-registration-existing:${input.email}:${parisDate(now ?? new Date())}`,
    });
  }
  const [row] = await db.select({ total: count() }).from(preRegistrations);
  return { count: row?.total ?? 0 };
}
