// A free trial without an account: a `trial-` wedding answering 2 base questions + 1 custom one, owned by the
// browser that created it (HttpOnly cookie), at most TRIAL_RULE.max per address and hour.
import { writeFieldsToParts } from '../weddings/wedding-part-mirror.ts';
import type { Database } from '../../../db/client.ts';
import { faqs, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { TRIAL_MAX_QUESTIONS, type TTrialResponse, type ZCreateTrialRequest } from '../../shared/schemas/trial.ts';
import type * as z from '../../shared/schemas/zod-fr.ts';
import { whatsappLink, whatsappNumber } from '../../shared/whatsapp-link.ts';
import type { Env } from '../env.ts';
import { assertSignUpOpen } from '../content/assert-sign-up-open.ts';
import { assertUnderLimit, recordHits, type RateLimitRule } from '../security/rate-limit.ts';
import { generateWeddingId } from '../weddings/generate-wedding-id.ts';
import { isPastWeddingDate } from '../weddings/wedding-status.ts';
import { rolesOf } from '../../shared/partners.ts';
import { toTrialResponse } from './to-trial-response.ts';
import { generateTrialOwnerToken, hashTrialOwnerToken } from './trial-owner-token.ts';

export const TRIAL_RULE: RateLimitRule = { max: 10, windowMs: 60 * 60 * 1000, message: t('trial.tooMany') };

export type CreateTrialOptions = {
  db: Database;
  config: Env;
  input: z.output<typeof ZCreateTrialRequest>;
  ip?: string | undefined;
  now?: Date;
};

/** Returns the response for the wizard and the owner token for the cookie (never stored in clear). */
export async function createTrial({
  db,
  config,
  input,
  ip,
  now,
}: CreateTrialOptions): Promise<{ response: TTrialResponse; ownerToken: string }> {
  if (isPastWeddingDate(input.weddingDate, now ?? new Date())) throw new AppError('VALIDATION', t('wedding.date.past'));
  await assertSignUpOpen({ db, config });
  const keys = ip ? [`trial:ip:${ip}`] : [];
  await assertUnderLimit({ db, keys, rule: TRIAL_RULE, now });

  const weddingId = generateWeddingId({ trial: true });
  const [firstPartnerRole, secondPartnerRole] = rolesOf(input);
  const ownerToken = generateTrialOwnerToken();
  const response = await db.transaction(async (tx) => {
    const [wedding] = await tx
      .insert(weddings)
      .values({
        weddingId,
        brideName: input.brideName,
        groomName: input.groomName,
        weddingDate: input.weddingDate,
        ceremonyVenue: input.ceremonyVenue,
        ceremonyTime: input.ceremonyTime,
        whatsappLink: whatsappLink(whatsappNumber(config), weddingId),
        botActive: true,
        isTrialMode: true,
        trialMaxQuestions: TRIAL_MAX_QUESTIONS,
        trialOwnerTokenHash: hashTrialOwnerToken(ownerToken),
        firstPartnerRole,
        secondPartnerRole,
      })
      .returning();
    await writeFieldsToParts(tx, wedding!.id, { ceremonyVenue: input.ceremonyVenue, ceremonyTime: input.ceremonyTime });
    let custom: { question: string; answer: string } | undefined;
    if (input.customQuestion && input.customAnswer) {
      custom = { question: input.customQuestion, answer: input.customAnswer };
      await tx.insert(faqs).values({ weddingId: wedding!.id, ...custom });
    }
    return toTrialResponse(wedding!, custom);
  });
  await recordHits({ db, keys, now });
  return { response, ownerToken };
}
