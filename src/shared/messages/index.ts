// French UI strings, flat dotted keys per area; `t()` reads them with a type-checked key.
import { adminMessages } from './admin.ts';
import { adminTeamMessages } from './admin-team.ts';
import { emailMessages } from './emails.ts';
import { exportMessages } from './exports.ts';
import { legalMessages } from './legal.ts';
import { scheduledMessageTexts } from './scheduled-messages.ts';
import { serverTexts } from './server-texts.ts';
import { authMessages } from './auth.ts';
import { commonMessages } from './common.ts';
import { coupleMessages } from './couple.ts';
import { preRegistrationMessages } from './pre-registration.ts';
import { adminPrivacyMessages } from './admin-privacy.ts';
import { privacyMessages } from './privacy.ts';
import { paymentMessages } from './payments.ts';
import { pricingMessages } from './pricing.ts';
import { whatsappMessages } from './whatsapp.ts';
import { publicMessages } from './public.ts';
import { trialMessages } from './trial.ts';
import { countedTranslator, translator } from './translate.ts';
import { weddingStatusMessages } from './wedding-status.ts';

export const messages = {
  ...commonMessages,
  ...authMessages,
  ...pricingMessages,
  ...coupleMessages,
  ...adminMessages,
  ...adminTeamMessages,
  ...publicMessages,
  ...trialMessages,
  ...preRegistrationMessages,
  ...whatsappMessages,
  ...paymentMessages,
  ...weddingStatusMessages,
  ...privacyMessages,
  ...adminPrivacyMessages,
  ...emailMessages,
  ...scheduledMessageTexts,
  ...exportMessages,
  ...legalMessages,
  ...serverTexts,
} as const;
export type MessageKey = keyof typeof messages;

export const t = translator(messages);
export const tCount = countedTranslator(messages);
