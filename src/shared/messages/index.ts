// French UI strings, flat dotted keys per area; `t()` reads them with a type-checked key.
import { authMessages } from './auth.ts';
import { commonMessages } from './common.ts';
import { coupleMessages } from './couple.ts';
import { pricingMessages } from './pricing.ts';
import { whatsappMessages } from './whatsapp.ts';

export const messages = { ...commonMessages, ...authMessages, ...pricingMessages, ...coupleMessages, ...whatsappMessages } as const;
export type MessageKey = keyof typeof messages;

export function t(key: MessageKey): string {
  return messages[key];
}
