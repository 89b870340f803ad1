// The payment gateway on Stripe: customers, PaymentIntents (deposit with setup_future_usage, off-session balance).
// The SDK is loaded by the first call that needs it, not by every cold start of the API (a local module imported
// dynamically keeps the package's CommonJS copy in the bundle: docs/decisions/012-netlify-functions.md).
import type Stripe from 'stripe';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { GatewayIntent, IntentStatus, OffSessionResult, PaymentGateway } from './gateway.ts';

const loadSdk = () => import('./stripe-client.ts');

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Reads a Stripe PaymentIntent (API answer or webhook payload) into the gateway's shape. */
export function toGatewayIntent(pi: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amount: pi.amount,
    amountReceived: pi.amount_received ?? 0,
    currency: pi.currency,
    customerId: idOf(pi.customer),
    paymentMethodId: idOf(pi.payment_method) ?? idOf(pi.last_payment_error?.payment_method),
    clientSecret: pi.client_secret,
    metadata: { ...(pi.metadata ?? {}) },
    lastError: pi.last_payment_error
      ? {
          code: pi.last_payment_error.decline_code ?? pi.last_payment_error.code ?? null,
          message: pi.last_payment_error.message ?? null,
        }
      : null,
    created: pi.created,
  };
}

/** Stripe's own errors (network, authentication, outage) become a French 503; the cause is logged, not shown. */
function unavailable(error: unknown): AppError {
  return new AppError('UNAVAILABLE', t('payment.unavailable'), { cause: error });
}

export function createStripeGateway(secretKey: string): PaymentGateway {
  const client = async () => (await loadSdk()).stripeClient(secretKey);
  const errors = async () => (await loadSdk()).Stripe.errors;
  /** A PaymentIntent in euros on the customer, with whatever payment methods the account enables. */
  const createIntent = async (
    params: Omit<Stripe.PaymentIntentCreateParams, 'currency' | 'automatic_payment_methods'>,
    idempotencyKey: string,
  ) =>
    (await client()).paymentIntents.create(
      { ...params, currency: 'eur', automatic_payment_methods: { enabled: true } },
      { idempotencyKey },
    );

  return {
    mode: 'stripe',

    async ensureCustomer({ existingId, weddingId, email, name }) {
      if (existingId) return existingId;
      try {
        const customer = await (
          await client()
        ).customers.create(
          { email: email ?? undefined, name, metadata: { weddingId: String(weddingId) } },
          { idempotencyKey: `customer-wedding-${weddingId}` },
        );
        return customer.id;
      } catch (error) {
        throw unavailable(error);
      }
    },

    async createDepositIntent({ customerId, amountCents, description, metadata, idempotencyKey, receiptEmail }) {
      try {
        const pi = await createIntent(
          {
            amount: amountCents,
            customer: customerId,
            // The card is kept for the balance, charged without the couple on the wedding day.
            setup_future_usage: 'off_session',
            description,
            metadata,
            receipt_email: receiptEmail ?? undefined,
          },
          idempotencyKey,
        );
        return toGatewayIntent(pi);
      } catch (error) {
        throw unavailable(error);
      }
    },

    async updateIntent(id, { amountCents, metadata }) {
      try {
        return toGatewayIntent(await (await client()).paymentIntents.update(id, { amount: amountCents, metadata }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    async retrieveIntent(id) {
      try {
        return toGatewayIntent(await (await client()).paymentIntents.retrieve(id));
      } catch (error) {
        const { StripeInvalidRequestError } = await errors();
        if (error instanceof StripeInvalidRequestError && error.statusCode === 404) return null;
        throw unavailable(error);
      }
    },

    async chargeOffSession({
      customerId,
      paymentMethodId,
      amountCents,
      description,
      metadata,
      idempotencyKey,
      returnUrl,
    }): Promise<OffSessionResult> {
      try {
        const pi = await createIntent(
          {
            amount: amountCents,
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
            return_url: returnUrl,
            description,
            metadata,
          },
          idempotencyKey,
        );
        const intent = toGatewayIntent(pi);
        if (intent.status === 'succeeded') return { outcome: 'succeeded', intent };
        if (intent.status === 'processing') return { outcome: 'pending', intent };
        return {
          outcome: 'failed',
          intent,
          code: intent.lastError?.code ?? intent.status,
          message: intent.lastError?.message ?? t('payment.card.authenticationRequired'),
        };
      } catch (error) {
        // A decline or `authentication_required` still leaves a PaymentIntent the couple can complete on-session.
        const { StripeCardError } = await errors();
        if (error instanceof StripeCardError && error.payment_intent) {
          const intent = toGatewayIntent(error.payment_intent);
          return { outcome: 'failed', intent, code: error.code ?? 'card_declined', message: error.message };
        }
        throw unavailable(error);
      }
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey, metadata }) {
      try {
        const refund = await (
          await client()
        ).refunds.create({ payment_intent: paymentIntentId, amount: amountCents, metadata }, { idempotencyKey });
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new AppError(
            'CONFLICT',
            refund.failure_reason
              ? `${t('payment.refund.refused')} (${refund.failure_reason})`
              : t('payment.refund.refused'),
          );
        }
        return {
          id: refund.id,
          status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
          amountCents: refund.amount,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Stripe says why it will not refund (already refunded, amount too high): that is the administrator's answer.
        const { StripeInvalidRequestError } = await errors();
        if (error instanceof StripeInvalidRequestError) {
          const code =
            error.code === 'charge_already_refunded'
              ? t('payment.refund.alreadyRefunded')
              : t('payment.refund.refused');
          throw new AppError('CONFLICT', code, { cause: error });
        }
        throw unavailable(error);
      }
    },
  };
}
