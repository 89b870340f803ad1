// The words of the couple pages (sign-up, dashboards, wedding): what their islands load. The payment pages add
// their own (payment-pages.ts).
import { authMessages } from './auth.ts';
import { commonMessages } from './common.ts';
import { coupleMessages } from './couple.ts';
import { translator } from './translate.ts';
import { weddingStatusMessages } from './wedding-status.ts';

export const coupleSpaceMessages = {
  ...commonMessages,
  ...authMessages,
  ...coupleMessages,
  ...weddingStatusMessages,
} as const;
export type CoupleMessageKey = keyof typeof coupleSpaceMessages;
export const t = translator(coupleSpaceMessages);
