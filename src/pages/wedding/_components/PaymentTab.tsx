// « Paiement »: what the package costs this couple now, from the server's status and amounts: the deposit to pay
// (with its button), or what was paid and when the balance is charged.
import { PayDepositButton } from '../../../components/WeddingStatusActions.tsx';
import { formatWeddingDate } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import { formatCents } from '../../../shared/payments.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';

export default function PaymentTab({ wedding }: { wedding: TWedding }) {
  const { status, firstPaymentAmount, remainingPaymentAmount } = wedding;
  return (
    <section
      className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="payment-title"
      data-testid="payment-section"
    >
      <div className="card-body gap-3">
        <h2 id="payment-title" className="card-title text-2xl">
          {t('payment.title')}
        </h2>
        {status.code === 'trial' && <p>{t('payment.trial')}</p>}
        {status.blocker === 'payment' && (
          <>
            <p>{t('payment.due')}</p>
            <div>
              <PayDepositButton wedding={wedding} />
            </div>
          </>
        )}
        {status.paid && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {firstPaymentAmount !== null && (
              <>
                <dt className="text-base-content/80">{t('payment.deposit')}</dt>
                <dd className="font-semibold" data-testid="payment-deposit">
                  {formatCents(firstPaymentAmount)}
                </dd>
              </>
            )}
            {remainingPaymentAmount !== null && remainingPaymentAmount > 0 && (
              <>
                <dt className="text-base-content/80">{t('payment.balance')}</dt>
                <dd>
                  <span className="font-semibold">{formatCents(remainingPaymentAmount)}</span>,{' '}
                  {t('payment.balance.when', { date: formatWeddingDate(wedding.weddingDate) })}
                </dd>
              </>
            )}
          </dl>
        )}
        {status.paid && !(remainingPaymentAmount && remainingPaymentAmount > 0) && <p>{t('payment.settled')}</p>}
        {status.paid && <p className="text-sm text-base-content/80">{t('payment.invoice')}</p>}
      </div>
    </section>
  );
}
