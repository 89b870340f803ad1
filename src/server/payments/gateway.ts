// The payment provider as the use cases see it: Stripe in production, a simulation when no key is configured.
// Both answer the same PaymentIntent shape, so everything after the provider call is one code path. The choice
// between them is payment-gateway.ts.
import type { TPaymentMode } from '../../shared/schemas/payments.ts';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** The part of a Stripe PaymentIntent this product reads. */
export type GatewayIntent = {
  id: string;
  status: IntentStatus;
  /** cents */
  amount: number;
  /** cents actually taken */
  amountReceived: number;
  currency: string;
  customerId: string | null;
  paymentMethodId: string | null;
  clientSecret: string | null;
  metadata: Record<string, string>;
  lastError: { code: string | null; message: string | null } | null;
  /** Unix seconds */
  created: number;
};

/** Statuses in which the customer can still pay this intent. */
export const PAYABLE_STATUSES = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

export type CreateDepositIntentInput = {
  customerId: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  receiptEmail: string | null;
};

export type ChargeOffSessionInput = {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  returnUrl: string;
};

/** An off-session charge either succeeds or leaves an intent the customer can complete on-session. */
export type OffSessionResult =
  | { outcome: 'succeeded'; intent: GatewayIntent }
  /** The bank has not answered yet (rare for cards): the webhook settles it. */
  | { outcome: 'pending'; intent: GatewayIntent }
  | { outcome: 'failed'; intent: GatewayIntent; code: string; message: string };

export type RefundInput = {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

/** The provider's answer to a refund: `pending` means accepted, money on its way back (some payment methods). */
export type GatewayRefund = { id: string; status: 'succeeded' | 'pending'; amountCents: number };

export interface PaymentGateway {
  readonly mode: TPaymentMode;
  /** The customer of this wedding, created once (idempotent on the wedding). */
  ensureCustomer(input: {
    existingId: string | null;
    weddingId: number;
    email: string | null;
    name: string;
  }): Promise<string>;
  createDepositIntent(input: CreateDepositIntentInput): Promise<GatewayIntent>;
  /** Changes the amount (and metadata) of an intent that is still payable. */
  updateIntent(id: string, input: { amountCents: number; metadata: Record<string, string> }): Promise<GatewayIntent>;
  /** The provider's current view of an intent; null when it does not exist. */
  retrieveIntent(id: string): Promise<GatewayIntent | null>;
  chargeOffSession(input: ChargeOffSessionInput): Promise<OffSessionResult>;
  /** Gives back part or all of a succeeded payment (idempotent on the key). */
  refund(input: RefundInput): Promise<GatewayRefund>;
}
