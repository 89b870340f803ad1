// Stripe's Payment Element (loaded only when a publishable key is configured). Confirmation returns to
// {origin}/couple-payment-success; a script or form that cannot load is reported to the page (onProblem).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type SubmitEvent } from 'react';
import { t } from '../../../shared/messages/couple-space.ts';
import { formatCents } from '../../../shared/payments.ts';
import { showError } from '../../../stores/toasts.ts';

const scripts = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let script = scripts.get(publishableKey);
  if (!script) {
    script = loadStripe(publishableKey).catch(() => null);
    scripts.set(publishableKey, script);
  }
  return script;
}

export type StripeCheckoutProps = { publishableKey: string; clientSecret: string; amountCents: number; onProblem: (message: string) => void };

export default function StripeCheckout({ publishableKey, clientSecret, amountCents, onProblem }: StripeCheckoutProps) {
  const stripe = stripeFor(publishableKey);
  useEffect(() => {
    void stripe.then((loaded) => loaded ?? onProblem(t('payment.problem.stripe')));
  }, [stripe, onProblem]);
  return (
    // A new amount (discount code) remounts the element on the updated PaymentIntent.
    <Elements key={`${clientSecret}:${amountCents}`} stripe={stripe} options={{ clientSecret, locale: 'fr', appearance: { theme: 'stripe' } }}>
      <StripeForm amountCents={amountCents} onProblem={onProblem} />
    </Elements>
  );
}

function StripeForm({ amountCents, onProblem }: { amountCents: number; onProblem: (message: string) => void }) {
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
      <PaymentElement onLoadError={() => onProblem(t('payment.problem.stripe'))} />
      <p className="text-sm opacity-75">{t('payment.secure')}</p>
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || busy} data-testid="pay-button">
        {busy ? t('payment.processing') : `${t('payment.pay')} ${formatCents(amountCents)}`}
      </button>
    </form>
  );
}
