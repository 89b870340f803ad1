// The words of the couple pages (sign-up, dashboards, wedding, payment): what their islands load.
import { authMessages } from './auth.ts';
import { commonMessages } from './common.ts';
import { coupleMessages } from './couple.ts';
import { paymentMessages } from './payments.ts';
import { translator } from './translate.ts';
import { weddingStatusMessages } from './wedding-status.ts';

export const coupleSpaceMessages = {
  ...commonMessages,
  ...authMessages,
  ...coupleMessages,
  ...paymentMessages,
  ...weddingStatusMessages,
} as const;
export type CoupleMessageKey = keyof typeof coupleSpaceMessages;
export const t = translator(coupleSpaceMessages);
