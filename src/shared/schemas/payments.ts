// Request and response shapes of the couple package payment (spec 000 sections 3 and 7), shared by API and pages.
import { t } from '../messages/payment-pages.ts';
import { isValidCardNumber } from '../card-number.ts';
import { rowId } from './input-rules.ts';
import * as z from './zod-fr.ts';

/** Stripe ids (`pi_…`) and the simulated ones (`pi_sim_…`). */
export const ZPaymentIntentId = z
  .string({ error: t('payment.intent.invalid') })
  .trim()
  .regex(/^pi_[A-Za-z0-9_]{3,200}$/, t('payment.intent.invalid'));

const ZWeddingRef = rowId(t('payment.wedding.required'));

/** Codes are stored upper-case; '' means "no code". */
export const ZDiscountCodeInput = z
  .string({ error: t('payment.discount.invalid') })
  .trim()
  .max(32, t('payment.discount.invalid'))
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || /^[A-Z0-9_-]{2,32}$/.test(v), t('payment.discount.invalid'))
  .transform((v) => (v === '' ? null : v));

/** The browser names the wedding and maybe a code; every amount is computed by the server. */
export const ZCreateCouplePaymentRequest = z.object({
  weddingId: ZWeddingRef,
  discountCode: ZDiscountCodeInput.nullish().transform((v) => v ?? null),
});
export type TCreateCouplePaymentRequest = z.input<typeof ZCreateCouplePaymentRequest>;

/** Sent just before paying: the box ticked (terms of sale and the balance's charge on the wedding day). */
export const ZPaymentConsentRequest = z.object({
  paymentIntentId: z.string().trim().min(1).max(255),
  accepted: z.literal(true, { error: t('payment.consent.required') }),
});
export type TPaymentConsentRequest = z.infer<typeof ZPaymentConsentRequest>;
/** The text stored, as the server built it. */

export const ZPaymentMode = z.enum(['stripe', 'simulated']);
export type TPaymentMode = z.infer<typeof ZPaymentMode>;

export const ZPaymentWeddingData = z.object({
  id: z.number().int(),
  brideName: z.string(),
  groomName: z.string(),
  /** YYYY-MM-DD; the balance is charged that day. */
  weddingDate: z.string(),
});
export type TPaymentWeddingData = z.infer<typeof ZPaymentWeddingData>;

export const ZPaymentSummary = z.object({
  planName: z.string(),
  currency: z.string(),
  priceCents: z.number().int(),
  discountCode: z.string().nullable(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  balanceDate: z.string(),
  activeUntil: z.string(),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

/** How the page collects the card: Stripe's Payment Element, or the labelled test form. */
const ZCheckout = z.object({
  mode: ZPaymentMode,
  /** Only in Stripe mode; a publishable key is public by design. */
  publishableKey: z.string().nullable(),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
});

export const ZCouplePaymentResponse = z.discriminatedUnion('status', [
  ZCheckout.extend({
    status: z.literal('requires_payment'),
    /** The wedding with the amounts of this order in cents, as the spec's couple purchase payload names them. */
    weddingData: ZPaymentWeddingData.extend({
      totalPrice: z.number().int(),
      firstPaymentAmount: z.number().int(),
      remainingPaymentAmount: z.number().int(),
    }),
    summary: ZPaymentSummary,
  }),
  /** The deposit is already paid: the page shows its confirmation instead. */
  z.object({ status: z.literal('already_paid'), paymentIntentId: z.string(), weddingData: ZPaymentWeddingData }),
]);
export type TCouplePaymentResponse = z.infer<typeof ZCouplePaymentResponse>;

export const ZPaymentSuccessQuery = z.object({ payment_intent: ZPaymentIntentId });

export const ZPaymentSuccessResponse = z.object({
  status: z.enum(['succeeded', 'processing']),
  kind: z.enum(['deposit', 'balance']),
  paymentIntentId: z.string(),
  /** cents: the deposit of the package */
  firstPaymentAmount: z.number().int(),
  /** cents: the balance of the package (charged on the wedding day) */
  remainingPaymentAmount: z.number().int(),
  /** cents: what this payment took */
  paidCents: z.number().int(),
  /** cents: what is still due after it */
  dueCents: z.number().int(),
  totalCents: z.number().int(),
  /** The discount code of the purchase, if any. */
  discountCode: z.string().nullable(),
  weddingDate: z.string(),
  weddingId: z.number().int(),
  brideName: z.string(),
  groomName: z.string(),
  botActive: z.boolean(),
  whatsappLink: z.string().nullable(),
  /** ISO timestamp of the confirmation (receipt date). */
  paidAt: z.string(),
  /** The numbered invoice of this payment, once it succeeded. */
  invoice: z
    .object({
      number: z.string(),
      issuedAt: z.string(),
      seller: z.object({
        name: z.string(),
        form: z.string(),
        address: z.string(),
        registration: z.string(),
        vatNumber: z.string().nullable(),
        email: z.string(),
      }),
      buyer: z.object({ name: z.string(), email: z.string().nullable() }),
      lineLabel: z.string(),
      totalCents: z.number().int(),
      vatRateBp: z.number().int(),
      vatCents: z.number().int(),
      vatMention: z.string().nullable(),
    })
    .nullable(),
});
export type TPaymentSuccessResponse = z.infer<typeof ZPaymentSuccessResponse>;

export const ZSimulatedConfirmRequest = z.object({
  paymentIntentId: ZPaymentIntentId,
  cardNumber: z
    .string({ error: t('payment.card.invalidNumber') })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine(isValidCardNumber, t('payment.card.invalidNumber')),
});
export type TSimulatedConfirmRequest = z.input<typeof ZSimulatedConfirmRequest>;

export const ZBalancePaymentQuery = z.object({ weddingId: ZWeddingRef });

export const ZBalancePaymentResponse = z.discriminatedUnion('status', [
  ZCheckout.extend({
    status: z.literal('requires_payment'),
    weddingData: ZPaymentWeddingData,
    amountCents: z.number().int(),
    /** Why the automatic charge failed, in the bank's words when known. */
    failureMessage: z.string().nullable(),
  }),
  z.object({
    status: z.literal('nothing_due'),
    paymentIntentId: z.string().nullable(),
    weddingData: ZPaymentWeddingData,
  }),
]);
export type TBalancePaymentResponse = z.infer<typeof ZBalancePaymentResponse>;
