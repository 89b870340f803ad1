// The retention periods of personal data (published on /page/confidentialite), edited in the back office.
import { t } from '../messages/index.ts';
import * as z from './zod-fr.ts';

export const RETENTION_DEFAULTS = { guestMonthsAfterWedding: 1, trialDays: 90, preRegistrationMonths: 24 } as const;

const period = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const ZRetentionSettings = z.object({
  guestMonthsAfterWedding: period(1, 36, t('retention.guestMonths.invalid')),
  trialDays: period(1, 365, t('retention.trialDays.invalid')),
  preRegistrationMonths: period(1, 60, t('retention.preRegistrationMonths.invalid')),
});
export type TRetentionSettings = z.infer<typeof ZRetentionSettings>;
export const ZUpdateRetentionSettingsRequest = ZRetentionSettings;
