// /couple-checkout (a route of spec 000): the way into the payment of the couple package. It finds the couple's
// wedding and continues to /couple-payment; without a wedding the couple fills in the wedding form first.
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/payment-pages.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';
import { rememberSelectedPlan } from '../../../stores/couple-flow.ts';
import { coupleReads } from '../../../stores/session.ts';
import PaymentProblem from '../../couple-payment/_components/PaymentProblem.tsx';
import { positiveIntParam } from '../../couple-payment/_components/payment-navigation.ts';
import SignedInPage from '../../couple-payment/_components/SignedInPage.tsx';

export default function CoupleCheckout() {
  return <SignedInPage>{(user) => <Redirect user={user} />}</SignedInPage>;
}

function Redirect({ user }: { user: TSessionUser }) {
  const [asked] = useState(() => positiveIntParam('weddingId'));
  const weddings = useQuery(
    () => api.weddings.listByUser(user.id),
    asked ? null : `weddings-by-user/${user.id}`,
    coupleReads,
  );
  useEffect(() => {
    if (asked) return window.location.replace(`/couple-payment?weddingId=${asked}`);
    if (!weddings.data) return;
    const [wedding] = weddings.data;
    if (wedding) return window.location.replace(`/couple-payment?weddingId=${wedding.id}`);
    // The wedding form first; its creation leads back to the payment.
    rememberSelectedPlan('couple');
    window.location.replace('/couple-signup');
  }, [asked, weddings.data]);
  if (weddings.error) return <PaymentProblem message={errorMessage(weddings.error, t('payment.problem.load'))} />;
  return <LoadingState page label={t('payment.checkout.redirecting')} />;
}
