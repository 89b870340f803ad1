// /admin/revenue: the period selector (7 days, 30 days, 90 days, 12 months) drives the call and the CSV export;
// summary cards, breakdown, key metrics, chart, recent transactions and forecasts, all from the transactions table.
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { fill } from '../../../shared/messages/admin.ts';
import { t } from '../../../shared/messages/index.ts';
import { REVENUE_PERIODS, revenueExportUrl, type TAdminRevenue, type TRevenuePeriod } from '../../../shared/schemas/admin-revenue.ts';
import { count, euros, percent } from './format.ts';
import { TransactionsTable } from './TransactionsTable.tsx';
import { BarChart, PageHeader, QueryView, Section, Segmented, StatCard, TEXT_TONES } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';

export default function RevenueScreen() {
  const [period, setPeriod] = useState<TRevenuePeriod>('30d');
  const revenue = useAdminQuery(() => api.admin.revenue(period), period);
  return (
    <div>
      <PageHeader
        title={t('admin.revenue.title')}
        subtitle={t('admin.revenue.subtitle')}
        actions={
          <>
            <Segmented label={t('admin.period')} options={REVENUE_PERIODS.map((p) => ({ key: p, label: t(`admin.revenue.period.${p}`) }))} value={period} onChange={setPeriod} testId="revenue-period" />
            <a className="btn btn-outline btn-sm" href={revenueExportUrl(period)} download data-testid="revenue-export">
              {t('admin.revenue.export')}
            </a>
          </>
        }
      />
      <QueryView query={revenue}>{(r) => <RevenueBody revenue={r} />}</QueryView>
    </div>
  );
}

function seriesLabel(start: string, period: TRevenuePeriod): string {
  const date = new Date(`${start}T12:00:00`);
  return format(date, period === '1y' ? 'MMM yyyy' : 'd MMM', { locale: fr });
}

function RevenueBody({ revenue: r }: { revenue: TAdminRevenue }) {
  const breakdownTotal = r.subscriptions.revenueCents + r.oneTimePurchases.revenueCents;
  const share = (cents: number) => (breakdownTotal > 0 ? Math.round((cents / breakdownTotal) * 1000) / 10 : 0);
  const growthTone = r.monthlyGrowth === null ? undefined : r.monthlyGrowth >= 0 ? 'success' : 'error';
  return (
    <div className="space-y-6" aria-live="polite">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard testId="revenue-total" label={t('admin.revenue.total')} value={euros(r.totalRevenueCents)} hint={fill(t('admin.revenue.totalHint'), { allTime: euros(r.allTimeRevenueCents) })} />
        <StatCard testId="revenue-monthly" label={t('admin.revenue.monthly')} value={euros(r.monthlyRevenueCents)} hint={t('admin.revenue.monthlyHint')} />
        <StatCard testId="revenue-subscriptions" label={t('admin.revenue.subscriptions')} value={count(r.subscriptions.count)} hint={euros(r.subscriptions.revenueCents)} />
        <StatCard testId="revenue-one-time" label={t('admin.revenue.oneTime')} value={count(r.oneTimePurchases.count)} hint={euros(r.oneTimePurchases.revenueCents)} />
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <Section title={t('admin.revenue.breakdown')} testId="revenue-breakdown">
          <div className="space-y-3">
            {[
              { label: t('admin.revenue.breakdownSubscriptions'), cents: r.subscriptions.revenueCents },
              { label: t('admin.revenue.breakdownOneTime'), cents: r.oneTimePurchases.revenueCents },
            ].map((row) => (
              <div key={row.label}>
                <div className="mb-1 flex justify-between text-sm">
                  <span>{row.label}</span>
                  <span className="font-mono">
                    {euros(row.cents)} · {percent(share(row.cents))}
                  </span>
                </div>
                <progress className="progress progress-primary w-full" value={share(row.cents)} max={100} aria-label={`${row.label} : ${percent(share(row.cents))}`} />
              </div>
            ))}
            <p className="text-sm text-base-content/75">
              {t('admin.revenue.pending')} : {euros(r.pendingCents)} · {t('admin.revenue.refunded')} : {euros(r.refundedCents)}
            </p>
          </div>
        </Section>
        <Section title={t('admin.revenue.keyMetrics')} testId="revenue-metrics">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-base-content/75">{t('admin.revenue.arpu')}</dt>
              <dd className="text-xl font-bold" data-testid="revenue-arpu">
                {euros(r.arpuEuros * 100, true)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">{t('admin.revenue.conversion')}</dt>
              <dd className="text-xl font-bold" data-testid="revenue-conversion">
                {percent(r.conversionRate)}
              </dd>
              <dd className="text-sm text-base-content/75">{fill(t('admin.revenue.conversionHint'), { paying: r.payingUsers, users: r.totalUsers })}</dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">{t('admin.revenue.growth')}</dt>
              <dd className={`text-xl font-bold ${growthTone ? TEXT_TONES[growthTone] : ''}`} data-testid="revenue-growth">
                {r.monthlyGrowth === null ? '—' : `${r.monthlyGrowth > 0 ? '+' : ''}${percent(r.monthlyGrowth)}`}
              </dd>
              <dd className="text-sm text-base-content/75">{t('admin.revenue.growthHint')}</dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">{t('admin.revenue.mrr')}</dt>
              <dd className="text-xl font-bold">{euros(r.mrrCents)}</dd>
              <dd className="text-sm text-base-content/75">{fill(t('admin.revenue.mrrHint'), { count: r.activeSubscriptions })}</dd>
            </div>
          </dl>
        </Section>
      </div>

      <Section title={t('admin.revenue.series')}>
        <BarChart
          label={t('admin.revenue.series')}
          bars={r.series.map((b) => ({ key: b.start, label: seriesLabel(b.start, r.period), value: b.revenueCents }))}
          format={(v) => euros(v)}
          testId="revenue-chart"
        />
      </Section>

      <Section title={t('admin.revenue.recent')}>
        <TransactionsTable transactions={r.recentTransactions} />
      </Section>

      <Section title={t('admin.revenue.forecasts')} testId="revenue-forecasts">
        <p className="mb-3 text-sm text-base-content/75">{t('admin.revenue.forecastsHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label={t('admin.revenue.forecast.month')} value={euros(r.forecast.nextMonthCents)} hint="× 1,2" />
          <StatCard label={t('admin.revenue.forecast.quarter')} value={euros(r.forecast.nextQuarterCents)} hint="× 3,8" />
          <StatCard label={t('admin.revenue.forecast.year')} value={euros(r.forecast.nextYearCents)} hint="× 15" />
        </div>
      </Section>
    </div>
  );
}
