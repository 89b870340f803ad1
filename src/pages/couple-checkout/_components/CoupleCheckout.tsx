// /couple-checkout (a route of spec 000): the way into the payment of the couple package. It finds the couple's
// wedding and continues to /couple-payment; without a wedding the couple fills in the wedding form first.
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/payment-pages.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';
import { rememberSelectedPlan } from '../../../stores/couple-flow.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import PaymentProblem from '../../couple-payment/_components/PaymentProblem.tsx';
import { positiveIntParam } from '../../couple-payment/_components/payment-navigation.ts';
import SignedInPage from '../../couple-payment/_components/SignedInPage.tsx';

export default function CoupleCheckout() {
  return <SignedInPage>{(user) => <Redirect user={user} />}</SignedInPage>;
}

function Redirect({ user }: { user: TSessionUser }) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const asked = positiveIntParam('weddingId');
    if (asked) return window.location.replace(`/couple-payment?weddingId=${asked}`);
    api.weddings.listByUser(user.id).then(
      ([wedding]) => {
        if (wedding) return window.location.replace(`/couple-payment?weddingId=${wedding.id}`);
        // The wedding form first; its creation leads back to the payment.
        rememberSelectedPlan('couple');
        window.location.replace('/couple-signup');
      },
      (error: unknown) => {
        if (!handleUnauthenticated(error)) setProblem(errorMessage(error, t('payment.problem.load')));
      },
    );
  }, [user.id]);
  if (problem) return <PaymentProblem message={problem} />;
  return <LoadingState page label={t('payment.checkout.redirecting')} />;
}
