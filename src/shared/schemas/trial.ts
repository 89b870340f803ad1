// The free trial (spec 000 sections 2, 3, 7 and 9): creation and edit payloads, the creation response, the quota.
import { t } from '../messages/public-site.ts';
import { calendarDate } from './input-rules.ts';
import { ZPartnerRole } from './weddings.ts';
import * as z from './zod-fr.ts';

/**
 * Guest questions a trial assistant answers: the 2 base questions (ceremony time and place) plus the couple's
 * custom one. Stored in `weddings.trialMaxQuestions` and shown as such in the wizard and its instructions.
 */
export const TRIAL_BASE_QUESTIONS = 2;
export const TRIAL_CUSTOM_QUESTIONS = 1;
export const TRIAL_MAX_QUESTIONS = TRIAL_BASE_QUESTIONS + TRIAL_CUSTOM_QUESTIONS;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, t('trial.field.tooLong'));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, t('trial.field.tooLong'))
    .nullish()
    .transform((v) => (v ? v : null));

const ZTrialDate = z
  .string({ error: t('trial.date.required') })
  .trim()
  .min(1, t('trial.date.required'))
  .pipe(calendarDate({ invalid: t('trial.date.invalid') }));

const trialFields = {
  brideName: requiredText(t('trial.brideName.required'), 100),
  groomName: requiredText(t('trial.groomName.required'), 100),
  // Who is « la mariée » or « le marié », as the couple's own form says (two women or two men try it as themselves);
  // not sent: a bride and a groom, as the spec's wizard names them.
  firstPartnerRole: ZPartnerRole,
  secondPartnerRole: ZPartnerRole,
  weddingDate: ZTrialDate,
  ceremonyVenue: requiredText(t('trial.step2.required'), 200),
  ceremonyTime: z
    .string({ error: t('trial.step2.required') })
    .trim()
    .min(1, t('trial.step2.required'))
    .regex(TIME_PATTERN, t('trial.time.invalid')),
  customQuestion: optionalText(300),
  customAnswer: optionalText(1000),
};

/** A custom question needs its answer, and an answer its question. */
function customPairIssue(v: { customQuestion?: string | null; customAnswer?: string | null }) {
  if (v.customQuestion && !v.customAnswer) return { path: ['customAnswer'], message: t('trial.customAnswer.required') };
  if (v.customAnswer && !v.customQuestion)
    return { path: ['customQuestion'], message: t('trial.customQuestion.required') };
  return null;
}

export const ZCreateTrialRequest = z
  .object({
    ...trialFields,
    // The wizard sends userType=couple (spec 000 section 7); a planner trial does not exist.
    userType: z.literal('couple', { error: t('trial.userType.invalid') }).default('couple'),
  })
  .superRefine((v, ctx) => {
    const issue = customPairIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TCreateTrialRequest = z.input<typeof ZCreateTrialRequest>;

/** PATCH /api/trial/weddings/{weddingId}: any of the wizard's fields; the custom pair is replaced as a whole. */
export const ZUpdateTrialRequest = z
  .object(trialFields)
  .partial()
  .superRefine((v, ctx) => {
    if (Object.keys(v).length === 0) ctx.addIssue({ code: 'custom', path: [], message: t('trial.update.empty') });
    if ('customQuestion' in v || 'customAnswer' in v) {
      const issue = customPairIssue(v);
      if (issue) ctx.addIssue({ code: 'custom', ...issue });
    }
  });
export type TUpdateTrialRequest = z.input<typeof ZUpdateTrialRequest>;

/** The trial creation response of spec 000 section 3, plus the public id and the quota. */
export const ZTrialResponse = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  weddingId: z.string(),
  wedding: z.object({
    bride: z.string(),
    groom: z.string(),
    /** YYYY-MM-DD */
    date: z.string(),
    ceremonyVenue: z.string().nullable(),
    ceremonyTime: z.string().nullable(),
    customQuestion: z.string().nullable(),
    customAnswer: z.string().nullable(),
  }),
  whatsappLink: z.string(),
  questionsRemaining: z.number().int().min(0),
  questionsMax: z.number().int().min(0),
});
export type TTrialResponse = z.infer<typeof ZTrialResponse>;
