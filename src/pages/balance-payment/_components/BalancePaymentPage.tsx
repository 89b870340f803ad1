// /balance-payment?weddingId=…: the link of the "balance failed" e-mail. The couple completes the same
// PaymentIntent the wedding-day charge created (with the bank's authentication if it asks for one).
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatWeddingDate } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/payment-pages.ts';
import { formatCents } from '../../../shared/payments.ts';
import type { TBalancePaymentResponse } from '../../../shared/schemas/payments.ts';
import { coupleReads } from '../../../stores/session.ts';
import CardCheckout from '../../couple-payment/_components/CardCheckout.tsx';
import PaymentProblem from '../../couple-payment/_components/PaymentProblem.tsx';
import { positiveIntParam, successPath } from '../../couple-payment/_components/payment-navigation.ts';
import SignedInPage from '../../couple-payment/_components/SignedInPage.tsx';

type Due = Extract<TBalancePaymentResponse, { status: 'requires_payment' }>;

export default function BalancePaymentPage() {
  return <SignedInPage>{() => <Balance />}</SignedInPage>;
}

function Balance() {
  // Rendered once the session is known, in the browser only.
  const [weddingId] = useState(() => positiveIntParam('weddingId'));
  const balance = useQuery(
    () => api.payments.balance(weddingId!),
    weddingId ? `balance/${weddingId}` : null,
    coupleReads,
  );
  const answer = balance.data;
  const due: Due | null = answer?.status === 'requires_payment' ? answer : null;
  const [checkoutProblem, setProblem] = useState<string | null>(null);
  const problem = !weddingId
    ? t('payment.problem.missing')
    : balance.error
      ? errorMessage(balance.error, t('payment.problem.load'))
      : checkoutProblem;

  useEffect(() => {
    // Nothing to pay any more: the confirmation if there is one, else the couple's space.
    if (answer && answer.status !== 'requires_payment')
      window.location.replace(answer.paymentIntentId ? successPath(answer.paymentIntentId) : '/couple-dashboard');
  }, [answer]);

  if (problem) return <PaymentProblem message={problem} />;
  if (!due) return <LoadingState page />;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="balance-payment">
      <h1 className="text-4xl">{t('payment.balance.pageTitle')}</h1>
      <p className="mt-2">{t('payment.balance.intro')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body">
            <p className="opacity-75">
              {due.weddingData.brideName} & {due.weddingData.groomName} —{' '}
              {formatWeddingDate(due.weddingData.weddingDate)}
            </p>
            <p className="text-lg">
              {t('payment.balance.amount')} : <strong data-testid="balance-due">{formatCents(due.amountCents)}</strong>
            </p>
            {due.failureMessage && (
              <p className="text-sm">
                {t('payment.balance.lastError')} : {due.failureMessage}
              </p>
            )}
          </div>
        </section>
        <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label={t('payment.form.title')}>
          <div className="card-body">
            <CardCheckout
              onProblem={setProblem}
              mode={due.mode}
              publishableKey={due.publishableKey}
              paymentIntentId={due.paymentIntentId}
              clientSecret={due.clientSecret}
              amountCents={due.amountCents}
            />
          </div>
        </section>
      </div>
    </main>
  );
}
