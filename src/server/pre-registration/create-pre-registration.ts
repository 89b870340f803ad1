// A couple pre-registers for the launch offer: one row per e-mail (case-insensitive), rate limited per address.
import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preRegistrations } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { ZPreRegistrationRequest } from '../../shared/schemas/pre-registration.ts';
import type { z } from '../../shared/schemas/zod-fr.ts';
import { assertUnderLimit, recordHits, type RateLimitRule } from '../security/rate-limit.ts';

export const PRE_REGISTRATION_RULE: RateLimitRule = { max: 20, windowMs: 60 * 60 * 1000, message: t('preRegistration.tooMany') };

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
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, weddingDate: input.weddingDate })
    .onConflictDoNothing({ target: preRegistrations.email })
    .returning({ id: preRegistrations.id });
  if (inserted.length === 0) throw new AppError('CONFLICT', t('preRegistration.duplicate'));
  await recordHits({ db, keys, now });
  const [row] = await db.select({ total: count() }).from(preRegistrations);
  return { count: row?.total ?? 0 };
}
