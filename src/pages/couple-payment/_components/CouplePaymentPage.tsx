// /couple-payment?weddingId=…: the order summary, a discount code, and the card form for the 50 % deposit.
// The server prices everything; when it refuses (a wedding already over…) its reason is shown, never swallowed
// by a redirect. Without a wedding id, /couple-checkout finds the couple's wedding.
import { useEffect, useState } from 'react';
import { ArrowLeft } from 'lucide';
import Icon from '../../../components/ui/Icon.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/payment-pages.ts';
import type { TCouplePaymentResponse } from '../../../shared/schemas/payments.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showToast } from '../../../stores/toasts.ts';
import CardCheckout from './CardCheckout.tsx';
import DiscountCodeForm from './DiscountCodeForm.tsx';
import OrderSummary from './OrderSummary.tsx';
import PaymentProblem from './PaymentProblem.tsx';
import { positiveIntParam, successPath } from './payment-navigation.ts';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [weddingId] = useState(() => positiveIntParam('weddingId'));

  useEffect(() => {
    if (!weddingId) return window.location.replace('/couple-checkout');
    api.payments.createCouplePayment({ weddingId }).then(
      (response) => showOrder(response, setOrder),
      (error: unknown) => {
        if (!handleUnauthenticated(error)) setProblem(errorMessage(error, t('payment.problem.load')));
      },
    );
  }, [weddingId]);

  if (problem) return <PaymentProblem message={problem} />;
  if (!order || !weddingId) return <LoadingState page label={t('payment.page.loading')} />;

  async function applyCode(discountCode: string | null) {
    showOrder(await api.payments.createCouplePayment({ weddingId: weddingId!, discountCode }), setOrder);
    if (discountCode) showToast({ title: t('payment.discount.applied') });
  }

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-10" data-testid="couple-payment">
      <a href="/couple-dashboard" className="btn btn-ghost btn-sm -ml-2">
        <Icon icon={ArrowLeft} className="h-4 w-4" /> {t('payment.back')}
      </a>
      <h1 className="mt-2 text-4xl">{t('payment.page.title')}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <OrderSummary summary={order.summary} wedding={order.weddingData} />
          <DiscountCodeForm applied={order.summary.discountCode} onApply={applyCode} />
        </div>
        <section className="card border border-base-300 bg-base-100" aria-labelledby="card-form-title">
          <div className="card-body">
            <h2 id="card-form-title" className="card-title">
              {t('payment.form.title')}
            </h2>
            <CardCheckout
              onProblem={setProblem}
              mode={order.mode}
              publishableKey={order.publishableKey}
              paymentIntentId={order.paymentIntentId}
              clientSecret={order.clientSecret}
              amountCents={order.summary.depositCents}
              summary={order.summary}
            />
          </div>
        </section>
      </div>
    </main>
  );
}
