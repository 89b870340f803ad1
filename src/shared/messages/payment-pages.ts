// The words of the payment pages (checkout, confirmation, balance): the couple pages' words plus the payment ones,
// which the other couple pages do not load.
import { coupleSpaceMessages } from './couple-space.ts';
import { paymentMessages } from './payments.ts';
import { translator } from './translate.ts';

export const paymentPageMessages = { ...coupleSpaceMessages, ...paymentMessages } as const;
export type PaymentPageMessageKey = keyof typeof paymentPageMessages;
export const t = translator(paymentPageMessages);
