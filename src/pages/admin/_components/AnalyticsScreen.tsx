// /admin/analytics: the period (7, 30, 90 days, in the URL) drives the call; six cards (four with their trend
// against the period before), top weddings, messages per day against the period before, system status and the
// assistant's performance.
import { useMemo } from 'react';
import { adminApi } from '../../../lib/admin-api.ts';
import { t, tCount } from '../../../shared/messages/index.ts';
import {
  ANALYTICS_PERIODS,
  type TAdminAnalytics,
  type TAnalyticsPeriod,
} from '../../../shared/schemas/admin-monitoring.ts';
import { setUrlParams, useUrlSearch } from './data-table/url-params.ts';
import { count, duration, euros, percent } from './format.ts';
import { TimeChart, type ChartPoint } from './TimeChart.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { Segmented } from '../../../components/ui/Segmented.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { StatusDot, systemStatusLabel } from './system-status.tsx';
import { TrendLine } from './TrendLine.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { WeddingStatusBadge } from './wedding-badges.tsx';

const DEFAULT_PERIOD: TAnalyticsPeriod = '30';

export default function AnalyticsScreen() {
  const raw = useUrlSearch().get('period');
  const period: TAnalyticsPeriod = (ANALYTICS_PERIODS as readonly string[]).includes(raw ?? '')
    ? (raw as TAnalyticsPeriod)
    : DEFAULT_PERIOD;
  const setPeriod = (p: TAnalyticsPeriod) => setUrlParams({ period: p === DEFAULT_PERIOD ? null : p });
  const analytics = useQuery(() => adminApi.analytics(period), period, adminReads);
  return (
    <div>
      <PageHeader
        title={t('admin.analytics.title')}
        subtitle={t('admin.analytics.subtitle')}
        actions={
          <Segmented
            label={t('admin.period')}
            options={ANALYTICS_PERIODS.map((p) => ({ key: p, label: t(`admin.analytics.period.${p}`) }))}
            value={period}
            onChange={setPeriod}
            testId="analytics-period"
          />
        }
      />
      <QueryView query={analytics}>{(a) => <AnalyticsBody a={a} />}</QueryView>
    </div>
  );
}

function AnalyticsBody({ a }: { a: TAdminAnalytics }) {
  const previousWindow = t('admin.trend.periodBefore', { period: t(`admin.analytics.period.${a.period}`) });
  const points = useMemo<ChartPoint[]>(
    () => a.messagesPerDay.map((d) => ({ start: d.day, value: d.count, previous: d.previousCount })),
    [a.messagesPerDay],
  );
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        <StatCard
          testId="analytics-users"
          label={t('admin.analytics.users')}
          value={count(a.users.total)}
          hint={t('admin.analytics.usersHint', { count: count(a.users.newInPeriod) })}
          trend={
            <TrendLine
              trend={a.trends.newUsers}
              format={count}
              what={t('admin.trend.newInPeriod')}
              before={previousWindow}
            />
          }
        />
        <StatCard
          testId="analytics-weddings"
          label={t('admin.analytics.weddings')}
          value={count(a.weddings.total)}
          hint={`${tCount('admin.analytics.trials', a.weddings.trial)} · ${tCount('admin.analytics.paidWeddings', a.weddings.paid)}`}
          trend={
            <TrendLine
              trend={a.trends.newWeddings}
              format={count}
              what={t('admin.trend.createdInPeriod')}
              before={previousWindow}
            />
          }
        />
        <StatCard
          testId="analytics-messages"
          label={t('admin.analytics.messages')}
          value={count(a.messages.inPeriod)}
          hint={t('admin.analytics.messagesHint', { total: count(a.messages.total) })}
          trend={
            <TrendLine
              trend={a.trends.messages}
              format={count}
              what={t('admin.trend.inPeriod')}
              before={previousWindow}
            />
          }
        />
        <StatCard
          testId="analytics-revenue"
          label={t('admin.analytics.revenue')}
          value={euros(a.revenue.totalCents)}
          hint={t('admin.analytics.revenueHint', {
            subscriptions: euros(a.revenue.subscriptionsCents),
            oneTime: euros(a.revenue.oneTimeCents),
          })}
          trend={
            <TrendLine
              trend={a.trends.revenue}
              format={(c) => euros(c)}
              what={t('admin.trend.inPeriod')}
              before={previousWindow}
            />
          }
        />
        <StatCard
          testId="analytics-ai"
          label={t('admin.analytics.aiSuccess')}
          value={percent(a.aiSuccessRate)}
          hint={t('admin.analytics.aiSuccessHint')}
        />
        <StatCard
          testId="analytics-response"
          label={t('admin.analytics.responseTime')}
          value={duration(a.responseTime.averageMs)}
          hint={
            a.responseTime.samples > 0
              ? t('admin.analytics.responseTimeHint', { median: duration(a.responseTime.medianMs) })
              : t('admin.noData')
          }
        />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section title={t('admin.analytics.topWeddings')} testId="top-weddings">
          {a.topWeddings.length === 0 ? (
            <EmptyState text={t('admin.noData')} />
          ) : (
            <ol className="space-y-2">
              {a.topWeddings.map((w, i) => (
                <li key={w.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {i + 1}.{' '}
                    <a className="link" href={`/admin/wedding/${w.id}`}>
                      {w.brideName} & {w.groomName}
                    </a>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="text-sm">{tCount('admin.analytics.messagesCount', w.messages)}</span>
                    <WeddingStatusBadge status={w.status} />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Section>
        <Section title={t('admin.analytics.perDay')} testId="analytics-per-day">
          <TimeChart
            label={t('admin.analytics.perDay')}
            points={points}
            bucket="day"
            formatValue={(v) => count(Math.round(v))}
            testId="analytics-chart"
          />
        </Section>
        <Section title={t('admin.analytics.system')} testId="analytics-system">
          <dl className="grid grid-cols-2 gap-3">
            <dt className="text-sm text-base-content/75">{t('admin.monitoring.systemState')}</dt>
            <dd className="flex items-center gap-2 font-semibold">
              <StatusDot status={a.system.status} />
              {systemStatusLabel(a.system.status)}
            </dd>
            <dt className="text-sm text-base-content/75">{t('admin.monitoring.uptime')}</dt>
            <dd>{a.system.uptime === null ? t('admin.monitoring.noMeasure') : percent(a.system.uptime, 2)}</dd>
            <dt className="text-sm text-base-content/75">{t('admin.monitoring.errorRate')}</dt>
            <dd>{percent(a.system.errorRate, 2)}</dd>
            <dt className="text-sm text-base-content/75">{t('admin.analytics.requests')}</dt>
            <dd>{count(a.system.requests)}</dd>
          </dl>
        </Section>
        <Section title={t('admin.analytics.aiPerformance')} testId="analytics-ai-performance">
          <dl className="grid grid-cols-2 gap-3">
            <dt className="text-sm text-base-content/75">{t('admin.analytics.answered')}</dt>
            <dd>
              {count(a.ai.answered)} / {count(a.ai.total)}
            </dd>
            <dt className="text-sm text-base-content/75">{t('admin.analytics.avgConfidence')}</dt>
            <dd>{a.ai.avgConfidence === null ? '—' : percent(a.ai.avgConfidence * 100, 0)}</dd>
            <dt className="text-sm text-base-content/75">{t('admin.analytics.flagged')}</dt>
            <dd>{count(a.ai.flagged)}</dd>
          </dl>
        </Section>
      </div>
    </div>
  );
}
