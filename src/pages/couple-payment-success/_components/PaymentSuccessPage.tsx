// /couple-payment-success?payment_intent=…: the confirmation the server verified with the provider, the amounts
// paid and remaining, the wedding date, and a printable receipt. A failing check says why (never a silent
// redirect); the main button leads to the couple's space.
import { useEffect, useState } from 'react';
import { useQuery } from '../../../components/use-query.ts';
import { PartyPopper } from 'lucide';
import Icon from '../../../components/ui/Icon.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatWeddingDate } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/payment-pages.ts';
import { formatCents } from '../../../shared/payments.ts';
import type { TPaymentSuccessResponse } from '../../../shared/schemas/payments.ts';
import { coupleReads } from '../../../stores/session.ts';
import PaymentProblem from '../../couple-payment/_components/PaymentProblem.tsx';
import SignedInPage from '../../couple-payment/_components/SignedInPage.tsx';

/** While the bank is still processing, the page asks again every few seconds. */
const PROCESSING_POLL_MS = 3000;

export default function PaymentSuccessPage() {
  return <SignedInPage>{() => <Confirmation />}</SignedInPage>;
}

function Confirmation() {
  // Rendered once the session is known, in the browser only.
  const [id] = useState(() => new URLSearchParams(window.location.search).get('payment_intent'));
  const [poll, setPoll] = useState(0);
  // Each poll is a new key: the last answer stays on screen while the next one loads.
  const query = useQuery(() => api.payments.success(id!), id ? `payment-success/${id}/${poll}` : null, coupleReads);
  const payment = query.data;
  const problem = !id
    ? t('payment.problem.missing')
    : query.error
      ? errorMessage(query.error, t('payment.problem.verify'))
      : null;

  useEffect(() => {
    if (query.loading || payment?.status !== 'processing') return;
    const timer = setTimeout(() => setPoll((n) => n + 1), PROCESSING_POLL_MS);
    return () => clearTimeout(timer);
  }, [query.loading, payment]);

  if (problem) return <PaymentProblem message={problem} />;
  if (!payment) return <LoadingState page />;
  if (payment.status === 'processing') {
    return (
      <main className="mx-auto w-full max-w-2xl px-4 py-16">
        <p className="alert alert-info" role="status">
          {t('payment.success.processing')}
        </p>
      </main>
    );
  }

  const isDeposit = payment.kind === 'deposit';
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="payment-success">
      <section className="print:hidden">
        <div className="flex items-center gap-3">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-success text-success-content">
            <Icon icon={PartyPopper} className="h-6 w-6" />
          </span>
          <h1 className="text-4xl">{t('payment.success.title')}</h1>
        </div>
        <p className="mt-2 text-lg">{isDeposit ? t('payment.success.deposit') : t('payment.success.balance')}</p>

        <div className="stats stats-vertical mt-6 w-full border border-base-300 md:stats-horizontal">
          <div className="stat">
            <div className="stat-title">{t('payment.success.paidNow')}</div>
            <div className="stat-value text-primary" data-testid="paid-amount">
              {formatCents(payment.paidCents)}
            </div>
          </div>
          <div className="stat">
            <div className="stat-title">{t('payment.success.remaining')}</div>
            <div className="stat-value" data-testid="remaining-amount">
              {formatCents(payment.dueCents)}
            </div>
            <div className="stat-desc">
              {payment.dueCents > 0
                ? `${t('payment.success.remainingOn')} ${formatWeddingDate(payment.weddingDate)}`
                : t('payment.success.nothingRemaining')}
            </div>
          </div>
          <div className="stat">
            <div className="stat-title">{t('payment.success.weddingDate')}</div>
            <div className="stat-value text-2xl" data-testid="wedding-date">
              {formatWeddingDate(payment.weddingDate)}
            </div>
          </div>
        </div>

        {isDeposit && <p className="alert alert-success mt-6">{t('payment.success.activation')}</p>}
        {payment.whatsappLink && (
          <p className="mt-4">
            {t('payment.success.whatsapp')} :{' '}
            <a className="link link-primary break-all" href={payment.whatsappLink} target="_blank" rel="noreferrer">
              {payment.whatsappLink}
            </a>
          </p>
        )}

        <div className="mt-8 flex flex-wrap gap-3">
          <a className="btn btn-primary" href="/couple-dashboard" data-testid="to-dashboard">
            {t('payment.success.dashboard')}
          </a>
          <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
            {t('payment.success.print')}
          </button>
        </div>
      </section>
      {payment.invoice ? (
        <Invoice invoice={payment.invoice} discountCode={payment.discountCode} />
      ) : (
        <Receipt payment={payment} />
      )}
    </main>
  );
}

/** The numbered invoice, printable: seller, buyer, the line, the taxes (the e-mail carries the same lines). */
function Invoice({
  invoice,
  discountCode,
}: {
  invoice: NonNullable<TPaymentSuccessResponse['invoice']>;
  discountCode: string | null;
}) {
  const { seller, buyer } = invoice;
  const net = invoice.totalCents - invoice.vatCents;
  return (
    <section
      className="card mt-10 border border-base-300 bg-base-100 print:mt-0 print:border-0 print:shadow-none"
      aria-labelledby="receipt-title"
      data-testid="receipt"
    >
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="receipt-title" className="card-title text-2xl">
            {t('invoice.title')} n° <span data-testid="invoice-number">{invoice.number}</span>
          </h2>
          <p className="text-sm">{formatDateTime(invoice.issuedAt)}</p>
        </div>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <address className="not-italic" data-testid="invoice-seller">
            <strong className="block">{seller.name}</strong>
            <span className="block">{seller.form}</span>
            <span className="block">{seller.address}</span>
            <span className="block">SIREN / RCS : {seller.registration}</span>
            {seller.vatNumber && <span className="block">N° TVA : {seller.vatNumber}</span>}
            <span className="block">{seller.email}</span>
          </address>
          <address className="not-italic sm:text-right" data-testid="invoice-buyer">
            <span className="block opacity-75">{t('invoice.buyer')}</span>
            <strong className="block">{buyer.name}</strong>
            {buyer.email && <span className="block">{buyer.email}</span>}
          </address>
        </div>
        <table className="table">
          <tbody>
            <tr>
              <td>
                {invoice.lineLabel}
                {discountCode && (
                  <span className="block text-sm opacity-75">
                    {t('payment.summary.discount')} : {discountCode}
                  </span>
                )}
              </td>
              <td className="text-right">{formatCents(invoice.totalCents)}</td>
            </tr>
            <tr>
              <td>{t('invoice.net')}</td>
              <td className="text-right">{formatCents(net)}</td>
            </tr>
            <tr data-testid="invoice-vat">
              <td>
                {invoice.vatMention ?? `${t('invoice.vat')} ${(invoice.vatRateBp / 100).toLocaleString('fr-FR')} %`}
              </td>
              <td className="text-right">{invoice.vatMention ? '—' : formatCents(invoice.vatCents)}</td>
            </tr>
            <tr>
              <td className="font-semibold">{t('invoice.total')}</td>
              <td className="text-right font-semibold">{formatCents(invoice.totalCents)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Receipt({ payment }: { payment: TPaymentSuccessResponse }) {
  const isDeposit = payment.kind === 'deposit';
  return (
    <section
      className="card mt-10 border border-base-300 bg-base-100 print:mt-0 print:border-0 print:shadow-none"
      aria-labelledby="receipt-title"
      data-testid="receipt"
    >
      <div className="card-body">
        <p className="text-sm font-semibold uppercase tracking-wide opacity-75">{t('payment.receipt.seller')}</p>
        <h2 id="receipt-title" className="card-title text-2xl">
          {t('payment.receipt.title')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="opacity-75">{t('payment.receipt.number')}</dt>
          <dd className="min-w-0 break-all font-mono">{payment.paymentIntentId}</dd>
          <dt className="opacity-75">{t('payment.receipt.date')}</dt>
          <dd>{formatDateTime(payment.paidAt)}</dd>
          <dt className="opacity-75">{t('payment.summary.couple')}</dt>
          <dd>
            {payment.brideName} & {payment.groomName} — {formatWeddingDate(payment.weddingDate)}
          </dd>
        </dl>
        <table className="table mt-4">
          <tbody>
            <tr>
              <td>
                {t('payment.receipt.item')}
                {payment.discountCode && (
                  <span className="block text-sm opacity-75">
                    {t('payment.summary.discount')} : {payment.discountCode}
                  </span>
                )}
              </td>
              <td className="text-right">{formatCents(payment.totalCents)}</td>
            </tr>
            <tr>
              <td>{isDeposit ? t('payment.receipt.depositLine') : t('payment.receipt.balanceLine')}</td>
              <td className="text-right font-semibold">{formatCents(payment.paidCents)}</td>
            </tr>
            <tr>
              <td>{t('payment.success.remaining')}</td>
              <td className="text-right">{formatCents(payment.dueCents)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
