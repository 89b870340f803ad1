// The gateway a couple pays through, with what the browser needs to open its payment form on an intent: the
// mode, Stripe's publishable key (public by design) and the intent's secret. A Stripe gateway without its
// publishable key is refused here, before any intent is created or read.
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { Env } from '../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { paymentGateway } from './payment-gateway.ts';

export type CheckoutFields = {
  mode: PaymentGateway['mode'];
  publishableKey: string | null;
  paymentIntentId: string;
  clientSecret: string;
};

export function checkoutGateway({ db, config }: { db: Database; config: Env }) {
  const gateway = paymentGateway({ db, config });
  const publishableKey = gateway.mode === 'stripe' ? (config.PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null;
  if (gateway.mode === 'stripe' && !publishableKey) throw new AppError('UNAVAILABLE', t('payment.misconfigured'));
  const checkout = (intent: { id: string; clientSecret: string }): CheckoutFields => ({
    mode: gateway.mode,
    publishableKey,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
  });
  return { gateway, checkout };
}
