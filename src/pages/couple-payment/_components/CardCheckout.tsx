// The card form of a PaymentIntent: Stripe's Payment Element, or the labelled test form in simulated mode.
import { lazy } from 'react';
import { LazyPart } from '../../../components/ui/LazyPart.tsx';
import type { TPaymentMode, TPaymentSummary } from '../../../shared/schemas/payments.ts';
import TestCardCheckout from './TestCardCheckout.tsx';

// Stripe's code is fetched only when it is used.
const StripeCheckout = lazy(() => import('./StripeCheckout.tsx'));

export type CardCheckoutProps = {
  mode: TPaymentMode;
  publishableKey: string | null;
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
  /** The deposit's balance and its date, for the consent above the pay button (none when paying a balance). */
  summary?: Pick<TPaymentSummary, 'balanceCents' | 'balanceDate'> | undefined;
  /** Stripe's script or form could not load: the page says so. */
  onProblem: (message: string) => void;
};

export default function CardCheckout({ mode, publishableKey, ...checkout }: CardCheckoutProps) {
  if (mode === 'simulated')
    return (
      <TestCardCheckout
        paymentIntentId={checkout.paymentIntentId}
        amountCents={checkout.amountCents}
        summary={checkout.summary}
      />
    );
  // The server never answers Stripe mode without its publishable key; nothing to show if it did.
  if (!publishableKey) return null;
  return (
    <LazyPart>
      <StripeCheckout publishableKey={publishableKey} {...checkout} />
    </LazyPart>
  );
}
