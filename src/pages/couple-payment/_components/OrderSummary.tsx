// The order summary of the payment page: package, price, discount, the deposit paid now and the balance's date.
import { formatWeddingDate } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/payment-pages.ts';
import { formatCents } from '../../../shared/payments.ts';
import type { TPaymentSummary, TPaymentWeddingData } from '../../../shared/schemas/payments.ts';

export default function OrderSummary({ summary, wedding }: { summary: TPaymentSummary; wedding: TPaymentWeddingData }) {
  return (
    <section
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <div className="card-body gap-3">
        <h2 id="order-summary-title" className="card-title">
          {t('payment.summary.title')}
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
          <dt className="opacity-75">{t('payment.summary.package')}</dt>
          <dd className="text-right font-medium">{summary.planName}</dd>
          <dt className="opacity-75">{t('payment.summary.couple')}</dt>
          <dd className="text-right">
            {wedding.brideName} & {wedding.groomName}
          </dd>
          <dt className="opacity-75">{t('payment.summary.weddingDate')}</dt>
          <dd className="text-right">{formatWeddingDate(wedding.weddingDate)}</dd>
          <dt className="opacity-75">{t('payment.summary.price')}</dt>
          <dd className="text-right" data-testid="price-amount">
            {formatCents(summary.priceCents)}
          </dd>
          {summary.discountCode && (
            <>
              <dt className="opacity-75">
                {t('payment.summary.discount')} ({summary.discountCode})
              </dt>
              <dd className="text-right text-success" data-testid="discount-amount">
                −{formatCents(summary.discountCents)}
              </dd>
            </>
          )}
          <dt className="border-t border-base-300 pt-2 font-semibold">{t('payment.summary.total')}</dt>
          <dd className="border-t border-base-300 pt-2 text-right font-semibold" data-testid="total-amount">
            {formatCents(summary.totalCents)}
          </dd>
          <dt className="font-semibold text-primary">{t('payment.summary.deposit')}</dt>
          <dd className="text-right text-lg font-bold text-primary" data-testid="deposit-amount">
            {formatCents(summary.depositCents)}
          </dd>
          <dt className="opacity-75">
            {t('payment.summary.balance')} ({formatWeddingDate(summary.balanceDate)})
          </dt>
          <dd className="text-right" data-testid="balance-amount">
            {formatCents(summary.balanceCents)}
          </dd>
          <dt className="opacity-75">{t('payment.summary.activeUntil')}</dt>
          <dd className="text-right">{formatWeddingDate(summary.activeUntil)}</dd>
        </dl>
        <p className="text-sm opacity-75">{t('payment.plan.explainer')}</p>
      </div>
    </section>
  );
}
