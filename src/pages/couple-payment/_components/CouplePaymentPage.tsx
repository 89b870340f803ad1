// /couple-payment?weddingId=…: the order summary, a discount code, and the card form for the 50 % deposit.
// The server prices everything; a missing or failing load goes quietly to /pricing (spec 000 section 2).
import { useEffect, useState } from 'react';
import Loading from '../../../components/Loading.tsx';
import { api } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TCouplePaymentResponse } from '../../../shared/schemas/payments.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showToast } from '../../../stores/toasts.ts';
import CardCheckout from './CardCheckout.tsx';
import DiscountCodeForm from './DiscountCodeForm.tsx';
import OrderSummary from './OrderSummary.tsx';
import { leaveToPricing, positiveIntParam, successPath } from './payment-navigation.ts';
import SignedInPage from './SignedInPage.tsx';

type Order = Extract<TCouplePaymentResponse, { status: 'requires_payment' }>;

export default function CouplePaymentPage() {
  return <SignedInPage>{() => <Checkout />}</SignedInPage>;
}

/** The server's answer: the order to pay, or (already paid) its confirmation page. */
function showOrder(response: TCouplePaymentResponse, setOrder: (order: Order) => void) {
  if (response.status === 'already_paid') window.location.replace(successPath(response.paymentIntentId));
  else setOrder(response);
}

function Checkout() {
  const [order, setOrder] = useState<Order | null>(null);
  const [weddingId] = useState(() => positiveIntParam('weddingId'));

  useEffect(() => {
    if (!weddingId) return leaveToPricing();
    api.payments.createCouplePayment({ weddingId }).then(
      (response) => showOrder(response, setOrder),
      (error: unknown) => {
        if (!handleUnauthenticated(error)) leaveToPricing();
      },
    );
  }, [weddingId]);

  if (!order || !weddingId) return <Loading label={t('payment.page.loading')} />;

  async function applyCode(discountCode: string | null) {
    showOrder(await api.payments.createCouplePayment({ weddingId: weddingId!, discountCode }), setOrder);
    if (discountCode) showToast({ title: t('payment.discount.applied') });
  }

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-10" data-testid="couple-payment">
      <a href="/couple-dashboard" className="link link-hover text-sm">
        ← {t('payment.back')}
      </a>
      <h1 className="mt-2 text-3xl font-bold">{t('payment.page.title')}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <OrderSummary summary={order.summary} wedding={order.weddingData} />
          <DiscountCodeForm applied={order.summary.discountCode} onApply={applyCode} />
        </div>
        <section className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="card-form-title">
          <div className="card-body">
            <h2 id="card-form-title" className="card-title">
              {t('payment.form.title')}
            </h2>
            <CardCheckout
              mode={order.mode}
              publishableKey={order.publishableKey}
              paymentIntentId={order.paymentIntentId}
              clientSecret={order.clientSecret}
              amountCents={order.summary.depositCents}
            />
          </div>
        </section>
      </div>
    </main>
  );
}
