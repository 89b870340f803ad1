// Pre-registration for the launch offer (spec 000 sections 3, 5, 7 and 9; spec 001 field limits).
import { t } from '../messages/public-site.ts';
import { calendarDate } from './input-rules.ts';
import * as z from './zod-fr.ts';

const required = t('preRegistration.required');

export const ZPreRegistrationRequest = z.object({
  email: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(255, t('preRegistration.field.tooLong'))
    .pipe(z.email(t('preRegistration.email.invalid')))
    .transform((v) => v.toLowerCase()),
  firstName: z.string({ error: required }).trim().min(1, required).max(100, t('preRegistration.field.tooLong')),
  lastName: z
    .string()
    .trim()
    .max(100, t('preRegistration.field.tooLong'))
    .nullish()
    .transform((v) => (v ? v : null)),
  weddingDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(calendarDate({ invalid: t('preRegistration.date.invalid') }).nullable()),
});
export type TPreRegistrationRequest = z.input<typeof ZPreRegistrationRequest>;

export const ZPreRegistration = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  weddingDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TPreRegistration = z.infer<typeof ZPreRegistration>;

export const ZCreatePreRegistrationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  count: z.number().int().min(0),
});
export type TCreatePreRegistrationResponse = z.infer<typeof ZCreatePreRegistrationResponse>;

/**
 * GET /api/admin-direct/pre-registrations: everyone gets the count (the public counter); only an administrator
 * gets the list, so that no visitor ever sees another person's e-mail.
 */
export const ZPreRegistrationsResponse = z.object({
  count: z.number().int().min(0),
  preRegistrations: z.array(ZPreRegistration).optional(),
});
export type TPreRegistrationsResponse = z.infer<typeof ZPreRegistrationsResponse>;
