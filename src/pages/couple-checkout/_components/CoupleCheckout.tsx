// /couple-checkout (a route of spec 000): the way into the payment of the couple package. It finds the couple's
// wedding and continues to /couple-payment; without a wedding the couple fills in the wedding form first.
import { useEffect } from 'react';
import Loading from '../../../components/Loading.tsx';
import { api } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { leaveToPricing, positiveIntParam } from '../../couple-payment/_components/payment-navigation.ts';
import SignedInPage from '../../couple-payment/_components/SignedInPage.tsx';

export default function CoupleCheckout() {
  return <SignedInPage>{(user) => <Redirect user={user} />}</SignedInPage>;
}

function Redirect({ user }: { user: TSessionUser }) {
  useEffect(() => {
    const asked = positiveIntParam('weddingId');
    if (asked) return window.location.replace(`/couple-payment?weddingId=${asked}`);
    api.weddings.listByUser(user.id).then(
      ([wedding]) => window.location.replace(wedding ? `/couple-payment?weddingId=${wedding.id}` : '/couple-signup'),
      (error: unknown) => {
        if (!handleUnauthenticated(error)) leaveToPricing();
      },
    );
  }, [user.id]);
  return <Loading label={t('payment.checkout.redirecting')} />;
}
