// /admin/revenue: the period (7 days, 30 days, 90 days, 12 months, in the URL) drives the figures, the chart,
// the transactions list and the CSV export; summary cards with their trend, breakdown, key metrics, forecasts.
// A transaction opens its details, where an administrator can refund it through the payment provider.
import { useMemo, useState } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import Modal from '../../../components/ui/Modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t, tCount } from '../../../shared/messages/index.ts';
import { eurosToCents } from '../../../shared/schemas/admin-pricing.ts';
import {
  REVENUE_PERIODS,
  ZAdminTransactionsQuery,
  type TAdminRevenue,
  type TRevenuePeriod,
  type TRevenueTransaction,
} from '../../../shared/schemas/admin-revenue.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { DataTable } from './data-table/DataTable.tsx';
import { ListToolbar } from './data-table/ListToolbar.tsx';
import { setUrlParams, useUrlSearch } from './data-table/url-params.ts';
import { useUrlList } from './data-table/use-url-list.ts';
import { count, euros, frDateTime, percent } from './format.ts';
import RefusedPaymentEvents from './RefusedPaymentEvents.tsx';
import { TimeChart, type ChartPoint } from './TimeChart.tsx';
import { TransactionStatus, transactionColumns } from './transaction-columns.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { Segmented } from '../../../components/ui/Segmented.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { TEXT_TONES } from '../../../components/ui/tones.ts';
import { TrendLine } from './TrendLine.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { weddingHref } from './wedding-columns.tsx';

const DEFAULT_PERIOD: TRevenuePeriod = '30d';

export default function RevenueScreen() {
  const params = useUrlSearch();
  const raw = params.get('period');
  const period: TRevenuePeriod = (REVENUE_PERIODS as readonly string[]).includes(raw ?? '')
    ? (raw as TRevenuePeriod)
    : DEFAULT_PERIOD;
  const revenue = useQuery(() => adminApi.revenue(period), period, adminReads);
  const transactions = useUrlList(ZAdminTransactionsQuery, (q) => adminApi.transactions({ ...q, period }));
  const openId = Number(params.get('transaction')) || null;

  function refreshed() {
    revenue.reload();
    transactions.list.reload();
  }

  return (
    <div>
      <PageHeader
        title={t('admin.revenue.title')}
        subtitle={t('admin.revenue.subtitle')}
        actions={
          <>
            <Segmented
              label={t('admin.period')}
              options={REVENUE_PERIODS.map((p) => ({ key: p, label: t(`admin.revenue.period.${p}`) }))}
              value={period}
              onChange={(p) => setUrlParams({ period: p === DEFAULT_PERIOD ? null : p })}
              testId="revenue-period"
            />
            <a
              className="btn btn-outline btn-sm"
              href={adminApi.revenueExportUrl(period)}
              download
              data-testid="revenue-export"
            >
              {t('admin.revenue.export')}
            </a>
          </>
        }
      />
      <QueryView query={revenue}>{(r) => <RevenueFigures revenue={r} />}</QueryView>
      <RefusedPaymentEvents />

      <Section title={t('admin.revenue.transactions')} testId="revenue-transactions">
        <ListToolbar
          search={{
            value: transactions.query.q,
            placeholder: t('admin.revenue.searchPlaceholder'),
            testId: 'transactions-search',
          }}
          filters={[
            {
              key: 'status',
              label: t('admin.revenue.col.status'),
              value: transactions.query.status,
              testId: 'transactions-status-filter',
              options: (['completed', 'pending', 'failed', 'refunded'] as const).map((s) => ({
                value: s,
                label: t(`admin.revenue.status.${s}`),
              })),
            },
            {
              key: 'type',
              label: t('admin.revenue.col.type'),
              value: transactions.query.type,
              testId: 'transactions-type-filter',
              options: (['subscription', 'one-time'] as const).map((k) => ({
                value: k,
                label: t(`admin.revenue.type.${k}`),
              })),
            },
          ]}
        />
        <DataTable
          label={t('admin.revenue.transactions')}
          columns={transactionColumns()}
          list={transactions.list}
          rowKey={(tx) => tx.id}
          rowAction={{
            open: (tx) => setUrlParams({ transaction: tx.id }, { keepPage: true, history: 'replace' }),
            label: (tx) => t('admin.refund.open', { id: tx.id }),
          }}
          rowProps={(tx) => ({ 'data-transaction-id': String(tx.id) })}
          sort={transactions.sort}
          paging={transactions.paging}
          empty={t('admin.revenue.empty')}
          testId="transactions-table"
          rowTestId="transaction-row"
        />
      </Section>

      <QueryView query={revenue}>{(r) => <Forecasts revenue={r} />}</QueryView>

      {openId && (
        <TransactionDialog
          id={openId}
          onClose={() => setUrlParams({ transaction: null }, { keepPage: true, history: 'replace' })}
          onRefunded={refreshed}
        />
      )}
    </div>
  );
}

function RevenueFigures({ revenue: r }: { revenue: TAdminRevenue }) {
  const breakdownTotal = r.subscriptions.revenueCents + r.oneTimePurchases.revenueCents;
  const share = (cents: number) => (breakdownTotal > 0 ? Math.round((cents / breakdownTotal) * 1000) / 10 : 0);
  const growthTone = r.monthlyGrowth === null ? undefined : r.monthlyGrowth >= 0 ? 'success' : 'error';
  const periodLabel = t(`admin.revenue.period.${r.period}`);
  const points = useMemo<ChartPoint[]>(
    () => r.series.map((b) => ({ start: b.start, value: b.revenueCents, previous: b.previousRevenueCents })),
    [r.series],
  );
  return (
    <div className="mb-6 space-y-6" aria-live="polite">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          testId="revenue-total"
          label={t('admin.revenue.total')}
          value={euros(r.totalRevenueCents)}
          hint={t('admin.revenue.totalHint', { allTime: euros(r.allTimeRevenueCents) })}
          trend={
            <TrendLine
              trend={{ current: r.totalRevenueCents, previous: r.previousRevenueCents, percent: r.periodGrowth }}
              format={(c) => euros(c)}
              what={t('admin.trend.inPeriod')}
              before={t('admin.trend.periodBefore', { period: periodLabel })}
              testId="revenue-total-trend"
            />
          }
        />
        <StatCard
          testId="revenue-monthly"
          label={t('admin.revenue.monthly')}
          value={euros(r.monthlyRevenueCents)}
          hint={t('admin.revenue.monthlyHint')}
          trend={
            <TrendLine
              trend={{
                current: r.monthlyRevenueCents,
                previous: r.previousMonthRevenueCents,
                percent: r.monthlyGrowth,
              }}
              format={(c) => euros(c)}
              what={t('admin.trend.in30')}
              before={t('admin.trend.before30')}
            />
          }
        />
        <StatCard
          testId="revenue-subscriptions"
          label={t('admin.revenue.subscriptions')}
          value={count(r.subscriptions.count)}
          hint={euros(r.subscriptions.revenueCents)}
        />
        <StatCard
          testId="revenue-one-time"
          label={t('admin.revenue.oneTime')}
          value={count(r.oneTimePurchases.count)}
          hint={euros(r.oneTimePurchases.revenueCents)}
        />
      </div>

      <Section title={t('admin.revenue.series', { period: periodLabel })} testId="revenue-series">
        <TimeChart
          label={t('admin.revenue.series', { period: periodLabel })}
          points={points}
          bucket={r.bucket}
          formatValue={(v) => euros(v)}
          formatAxis={(v) => euros(Math.round(v), true)}
          testId="revenue-chart"
        />
      </Section>

      <div className="grid gap-6 xl:grid-cols-2">
        <Section title={t('admin.revenue.breakdown')} testId="revenue-breakdown">
          <div className="space-y-3">
            {[
              { label: t('admin.revenue.breakdownSubscriptions'), cents: r.subscriptions.revenueCents },
              { label: t('admin.revenue.breakdownOneTime'), cents: r.oneTimePurchases.revenueCents },
            ].map((row) => (
              <div key={row.label}>
                <div className="mb-1 flex flex-wrap justify-between gap-x-2 text-sm">
                  <span>{row.label}</span>
                  <span className="font-mono">
                    {euros(row.cents)} · {percent(share(row.cents))}
                  </span>
                </div>
                <progress
                  className="progress progress-primary w-full"
                  value={share(row.cents)}
                  max={100}
                  aria-label={`${row.label} : ${percent(share(row.cents))}`}
                />
              </div>
            ))}
            <p className="text-sm text-base-content/75">
              {t('admin.revenue.pending')} : {euros(r.pendingCents)} · {t('admin.revenue.refunded')} :{' '}
              {euros(r.refundedCents)}
            </p>
          </div>
        </Section>
        <Section title={t('admin.revenue.keyMetrics')} testId="revenue-metrics">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-base-content/75">{t('admin.revenue.arpu')}</dt>
              <dd className="text-xl font-bold" data-testid="revenue-arpu">
                {euros(r.arpuCents, true)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">{t('admin.revenue.conversion')}</dt>
              <dd className="text-xl font-bold" data-testid="revenue-conversion">
                {percent(r.conversionRate)}
              </dd>
              <dd className="text-sm text-base-content/75">
                {t('admin.revenue.conversionHint', {
                  paying: tCount('admin.revenue.payingUsers', r.payingUsers),
                  users: count(r.totalUsers),
                })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">{t('admin.revenue.growth')}</dt>
              <dd
                className={`text-xl font-bold ${growthTone ? TEXT_TONES[growthTone] : ''}`}
                data-testid="revenue-growth"
              >
                {r.monthlyGrowth === null
                  ? t('admin.trend.noComparison')
                  : `${r.monthlyGrowth > 0 ? '+' : ''}${percent(r.monthlyGrowth)}`}
              </dd>
              <dd className="text-sm text-base-content/75">
                {t('admin.revenue.growthHint', {
                  current: euros(r.monthlyRevenueCents),
                  previous: euros(r.previousMonthRevenueCents),
                })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">{t('admin.revenue.mrr')}</dt>
              <dd className="text-xl font-bold">{euros(r.mrrCents)}</dd>
              <dd className="text-sm text-base-content/75">
                {tCount('admin.revenue.activeSubscriptions', r.activeSubscriptions)}
              </dd>
            </div>
          </dl>
        </Section>
      </div>
    </div>
  );
}

/** « mars 2027 » from « 2027-03 ». */
function monthName(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });
}

function Forecasts({ revenue: r }: { revenue: TAdminRevenue }) {
  const f = r.forecast;
  const weddingsOf = (n: number) => tCount('admin.revenue.forecast.weddings', n);
  const shown = f.balancesByMonth.slice(0, 12);
  const later = f.scheduledCents - f.next12MonthsCents;
  return (
    <Section title={t('admin.revenue.forecasts')} testId="revenue-forecasts">
      <p className="mb-3 text-sm text-base-content/75">{t('admin.revenue.forecastsHint')}</p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatCard
          testId="forecast-this-month"
          label={t('admin.revenue.forecast.thisMonth')}
          value={euros(f.thisMonthCents)}
          hint={weddingsOf(f.balancesByMonth[0]?.weddings ?? 0)}
        />
        <StatCard
          testId="forecast-next-month"
          label={t('admin.revenue.forecast.month')}
          value={euros(f.nextMonthCents)}
          hint={weddingsOf(f.balancesByMonth[1]?.weddings ?? 0)}
        />
        <StatCard testId="forecast-year" label={t('admin.revenue.forecast.year')} value={euros(f.next12MonthsCents)} />
        <StatCard
          testId="forecast-deposits"
          label={t('admin.revenue.forecast.deposits')}
          value={euros(f.possibleDeposits.cents)}
          hint={t('admin.revenue.forecast.depositsHint', { weddings: weddingsOf(f.possibleDeposits.weddings) })}
        />
        <StatCard
          testId="forecast-to-recover"
          label={t('admin.revenue.forecast.toRecover')}
          value={euros(f.toRecover.cents)}
          tone={f.toRecover.cents > 0 ? 'error' : undefined}
          hint={t('admin.revenue.forecast.toRecoverHint', { weddings: weddingsOf(f.toRecover.weddings) })}
        />
      </div>
      <h3 className="mt-5 mb-2 font-semibold">{t('admin.revenue.forecast.byMonth')}</h3>
      <div className="overflow-x-auto">
        <table className="table table-sm" data-testid="forecast-months">
          <thead>
            <tr>
              <th scope="col">{t('admin.revenue.forecast.col.month')}</th>
              <th scope="col" className="text-end">
                {t('admin.revenue.forecast.col.weddings')}
              </th>
              <th scope="col" className="text-end">
                {t('admin.revenue.forecast.col.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((m) => (
              <tr key={m.month} data-month={m.month}>
                <td className="capitalize">{monthName(m.month)}</td>
                <td className="text-end">{count(m.weddings)}</td>
                <td className="text-end font-mono">{euros(m.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {later > 0 && (
        <p className="mt-2 text-sm text-base-content/75">
          {t('admin.revenue.forecast.later', { amount: euros(later) })}
        </p>
      )}
    </Section>
  );
}

/** A transaction's details and, while some of it is left, its refund through the payment provider. */
function TransactionDialog({ id, onClose, onRefunded }: { id: number; onClose: () => void; onRefunded: () => void }) {
  const tx = useQuery(() => adminApi.transaction(id), `transaction-${id}`, adminReads);
  const [confirming, setConfirming] = useState(false);
  const [amount, setAmount] = useState('');
  // Shown inside the dialog: a toast would sit under the modal (the dialog is in the browser's top layer).
  const [refundError, setRefundError] = useState<string | null>(null);
  // Euros as typed (a comma or a point); empty means the whole refundable amount.
  // « 10 », « 10,50 », « 10.5 € »: anything else (« abc », « -5 ») is NaN, refused before the confirmation.
  const typedEuros = amount.replace(/\s|€/g, '').replace(',', '.');
  const typedCents =
    amount.trim() === '' ? null : /^\d+(?:\.\d{1,2})?$/.test(typedEuros) ? eurosToCents(Number(typedEuros)) : NaN;

  async function refund() {
    const current = tx.data!;
    try {
      const result = await adminApi.refund(current.id, typedCents === null ? {} : { amountCents: typedCents });
      tx.setData(() => result.transaction);
      showToast({ title: result.message, description: euros(result.transaction.refundedCents) });
      setConfirming(false);
      setRefundError(null);
      onRefunded();
    } catch (error) {
      setConfirming(false);
      setRefundError(errorMessage(error, t('admin.refund.failed')));
      showError(errorMessage(error, t('admin.refund.failed')), t('admin.refund.failed'));
    }
  }

  return (
    <Modal closeButton open title={t('admin.refund.title', { id })} onClose={onClose} testId="transaction-dialog">
      <QueryView query={tx}>
        {(d: TRevenueTransaction) => (
          <div className="space-y-4">
            <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
              <dt className="font-medium text-base-content/75">{t('admin.revenue.col.customer')}</dt>
              <dd className="break-words">
                {d.customer ?? t('admin.revenue.unknownCustomer')}
                {d.email && <span className="block break-all text-base-content/75">{d.email}</span>}
              </dd>
              <dt className="font-medium text-base-content/75">{t('admin.revenue.col.amount')}</dt>
              <dd className="font-mono">{euros(d.amountCents)}</dd>
              <dt className="font-medium text-base-content/75">{t('admin.revenue.refunded')}</dt>
              <dd className="font-mono" data-testid="transaction-refunded">
                {euros(d.refundedCents)}
              </dd>
              <dt className="font-medium text-base-content/75">{t('admin.revenue.col.status')}</dt>
              <dd>
                <TransactionStatus transaction={d} />
              </dd>
              <dt className="font-medium text-base-content/75">{t('admin.revenue.col.type')}</dt>
              <dd>{t(`admin.revenue.type.${d.type}`)}</dd>
              <dt className="font-medium text-base-content/75">{t('admin.revenue.col.date')}</dt>
              <dd>{frDateTime(d.date)}</dd>
              {d.description && (
                <>
                  <dt className="font-medium text-base-content/75">{t('admin.refund.description')}</dt>
                  <dd className="break-words">{d.description}</dd>
                </>
              )}
              {d.weddingId && (
                <>
                  <dt className="font-medium text-base-content/75">{t('admin.messagesPage.col.wedding')}</dt>
                  <dd>
                    <a className="link" href={weddingHref({ id: d.weddingId })}>
                      {t('admin.weddings.openDetail')}
                    </a>
                  </dd>
                </>
              )}
            </dl>
            {d.refundableCents > 0 ? (
              <div className="rounded-box border border-base-300 p-3">
                <label className="fieldset py-0" htmlFor="refund-amount">
                  <span className="fieldset-legend pt-0">
                    {t('admin.refund.amount', { max: euros(d.refundableCents) })}
                  </span>
                </label>
                <div className="flex flex-wrap gap-2">
                  <input
                    id="refund-amount"
                    className="input w-40"
                    inputMode="decimal"
                    placeholder={(d.refundableCents / 100).toFixed(2).replace('.', ',')}
                    value={amount}
                    onChange={(e) => {
                      setAmount(e.target.value);
                      setRefundError(null);
                    }}
                    aria-invalid={refundError !== null}
                    aria-describedby={refundError ? 'refund-error' : undefined}
                    data-testid="refund-amount"
                  />
                  <button
                    type="button"
                    className="btn btn-error"
                    onClick={() => {
                      const outOfRange =
                        typedCents !== null &&
                        (Number.isNaN(typedCents) || typedCents < 1 || typedCents > d.refundableCents);
                      if (outOfRange) setRefundError(t('admin.refund.amount.typed', { max: euros(d.refundableCents) }));
                      else setConfirming(true);
                    }}
                    data-testid="refund-open"
                  >
                    {t('admin.refund.action')}
                  </button>
                </div>
                <p className="mt-1 text-sm text-base-content/75">{t('admin.refund.hint')}</p>
                {refundError && (
                  <p
                    id="refund-error"
                    role="alert"
                    className="mt-2 text-sm font-medium text-error"
                    data-testid="refund-error"
                  >
                    {refundError}
                  </p>
                )}
              </div>
            ) : (
              <p className="text-sm text-base-content/75" data-testid="refund-unavailable">
                {t(d.status === 'refunded' ? 'admin.refund.already' : 'admin.refund.unavailable')}
              </p>
            )}
            <ConfirmDialog
              open={confirming}
              title={t('admin.refund.confirmTitle')}
              message={t('admin.refund.confirm', {
                amount: euros(typedCents ?? d.refundableCents),
                customer: d.customer ?? t('admin.revenue.unknownCustomer'),
              })}
              confirmLabel={t('admin.refund.action')}
              onConfirm={refund}
              onClose={() => setConfirming(false)}
            />
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
