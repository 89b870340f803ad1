// The words of the public pages (landing, pricing, pre-registration, free trial) and of their scripts.
import { commonMessages } from './common.ts';
import { preRegistrationMessages } from './pre-registration.ts';
import { pricingMessages } from './pricing.ts';
import { publicMessages } from './public.ts';
import { translator } from './translate.ts';
import { trialMessages } from './trial.ts';

export const publicSiteMessages = {
  ...commonMessages,
  ...publicMessages,
  ...pricingMessages,
  ...trialMessages,
  ...preRegistrationMessages,
} as const;
export type PublicMessageKey = keyof typeof publicSiteMessages;
export const t = translator(publicSiteMessages);
