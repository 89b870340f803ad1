// Stripe's Payment Element (loaded only when a publishable key is configured). Confirmation returns to
// {origin}/couple-payment-success; a script or form that cannot load is reported to the page (onProblem).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type SubmitEvent } from 'react';
import { t } from '../../../shared/messages/payment-pages.ts';
import { formatCents } from '../../../shared/payments.ts';
import { showError } from '../../../stores/toasts.ts';
import { errorMessage } from '../../../shared/errors.ts';
import CheckoutConsent, { recordConsent, type ConsentProps } from './CheckoutConsent.tsx';

const scripts = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let script = scripts.get(publishableKey);
  if (!script) {
    script = loadStripe(publishableKey).catch(() => null);
    scripts.set(publishableKey, script);
  }
  return script;
}

export type StripeCheckoutProps = {
  publishableKey: string;
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
  summary?: ConsentProps['summary'] | undefined;
  onProblem: (message: string) => void;
};

export default function StripeCheckout({
  publishableKey,
  paymentIntentId,
  clientSecret,
  amountCents,
  summary,
  onProblem,
}: StripeCheckoutProps) {
  const stripe = stripeFor(publishableKey);
  useEffect(() => {
    void stripe.then((loaded) => loaded ?? onProblem(t('payment.problem.stripe')));
  }, [stripe, onProblem]);
  return (
    // A new amount (discount code) remounts the element on the updated PaymentIntent.
    <Elements
      key={`${clientSecret}:${amountCents}`}
      stripe={stripe}
      options={{ clientSecret, locale: 'fr', appearance: { theme: 'stripe' } }}
    >
      <StripeForm paymentIntentId={paymentIntentId} amountCents={amountCents} summary={summary} onProblem={onProblem} />
    </Elements>
  );
}

type StripeFormProps = Pick<StripeCheckoutProps, 'paymentIntentId' | 'amountCents' | 'summary' | 'onProblem'>;

function StripeForm({ paymentIntentId, amountCents, summary, onProblem }: StripeFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);

  async function pay(event: SubmitEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      if (!(await recordConsent(paymentIntentId, summary, accepted))) return setBusy(false);
    } catch (error) {
      showError(errorMessage(error, t('payment.card.declined')), t('payment.error.title'));
      return setBusy(false);
    }
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
      {summary && <CheckoutConsent summary={summary} accepted={accepted} onChange={setAccepted} />}
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || busy} data-testid="pay-button">
        {busy ? t('payment.processing') : `${t('payment.pay')} ${formatCents(amountCents)}`}
      </button>
    </form>
  );
}
