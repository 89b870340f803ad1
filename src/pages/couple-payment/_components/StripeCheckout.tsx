// Stripe's Payment Element (loaded only when a publishable key is configured). Confirmation returns to
// {origin}/couple-payment-success; a script that cannot load sends the page quietly to /pricing.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type SubmitEvent } from 'react';
import { t } from '../../../shared/messages/couple-space.ts';
import { formatCents } from '../../../shared/payments.ts';
import { showError } from '../../../stores/toasts.ts';
import { leaveToPricing } from './payment-navigation.ts';

const scripts = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let script = scripts.get(publishableKey);
  if (!script) {
    script = loadStripe(publishableKey).then(
      (stripe) => {
        if (!stripe) leaveToPricing();
        return stripe;
      },
      () => {
        leaveToPricing();
        return null;
      },
    );
    scripts.set(publishableKey, script);
  }
  return script;
}

export type StripeCheckoutProps = { publishableKey: string; clientSecret: string; amountCents: number };

export default function StripeCheckout({ publishableKey, clientSecret, amountCents }: StripeCheckoutProps) {
  return (
    // A new amount (discount code) remounts the element on the updated PaymentIntent.
    <Elements key={`${clientSecret}:${amountCents}`} stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: 'fr', appearance: { theme: 'stripe' } }}>
      <StripeForm amountCents={amountCents} />
    </Elements>
  );
}

function StripeForm({ amountCents }: { amountCents: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function pay(event: SubmitEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/couple-payment-success` },
    });
    // Success leaves the page for return_url; only an error comes back here.
    showError(error.message ?? t('payment.card.declined'), t('payment.error.title'));
    setBusy(false);
  }

  return (
    <form onSubmit={pay} className="space-y-4" data-testid="stripe-form">
      <PaymentElement onLoadError={leaveToPricing} />
      <p className="text-sm opacity-75">{t('payment.secure')}</p>
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || busy} data-testid="pay-button">
        {busy ? t('payment.processing') : `${t('payment.pay')} ${formatCents(amountCents)}`}
      </button>
    </form>
  );
}
