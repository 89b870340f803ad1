// /admin/monitoring: the period (1 hour, 24 hours, 7 days, 30 days; 24 h by default, in the URL) drives the call;
// system state, availability since the data began, error rate, response times, requests over time against the
// period before, services (each provider as its last live check says, checked again on demand), resources,
// network and alerts (configuration errors included).
import { Fragment, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { type MessageKey, t, tCount } from '../../../shared/messages/index.ts';
import {
  MONITORING_RANGES,
  type TAdminMonitoring,
  type TMonitoringRange,
  type TProviderStatus,
} from '../../../shared/schemas/admin-monitoring.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { DataTable, staticList, type Column } from './data-table/DataTable.tsx';
import { setUrlParams, useUrlSearch } from './data-table/url-params.ts';
import { ago, bytes, count, duration, frDate, frDateTime, percent } from './format.ts';
import { TimeChart, type Bucket, type ChartPoint } from './TimeChart.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Meter } from '../../../components/ui/Meter.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { Segmented } from '../../../components/ui/Segmented.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { TEXT_TONES } from '../../../components/ui/tones.ts';
import { StatusDot, systemStatusLabel } from './system-status.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

const SERVICE_LABELS: Record<TAdminMonitoring['services'][number]['key'], MessageKey> = {
  api: 'admin.monitoring.service.api',
  database: 'admin.monitoring.service.database',
  ai: 'admin.monitoring.service.ai',
  whatsapp: 'admin.monitoring.service.whatsapp',
  email: 'admin.monitoring.service.email',
  payments: 'admin.monitoring.service.payments',
};

type RouteRow = TAdminMonitoring['topRoutes'][number];
const ROUTE_COLUMNS: Column<RouteRow>[] = [
  {
    key: 'route',
    header: t('admin.monitoring.route'),
    className: 'font-mono text-xs',
    // Long paths wrap at their slashes, not in the middle of a word.
    cell: (r) => (
      <>
        {r.method}{' '}
        {r.route.split('/').map((part, i) => (
          <Fragment key={i}>
            {i > 0 && '/'}
            {part}
            <wbr />
          </Fragment>
        ))}
      </>
    ),
  },
  { key: 'requests', header: t('admin.monitoring.requests'), align: 'end', cell: (r) => count(r.requests) },
  { key: 'errors', header: '5xx', align: 'end', cell: (r) => count(r.errors) },
  {
    key: 'avg',
    header: t('admin.monitoring.avgShort'),
    align: 'end',
    className: 'whitespace-nowrap',
    cell: (r) => duration(r.avgMs),
  },
  { key: 'p95', header: 'p95', align: 'end', className: 'whitespace-nowrap', cell: (r) => duration(r.p95Ms) },
];

const DEFAULT_RANGE: TMonitoringRange = '24h';
const TIMELINE_BUCKET: Record<TMonitoringRange, Bucket> = {
  '1h': 'fiveMinutes',
  '24h': 'hour',
  '7d': 'sixHours',
  '30d': 'day',
};

export default function MonitoringScreen() {
  const raw = useUrlSearch().get('range');
  const range: TMonitoringRange = (MONITORING_RANGES as readonly string[]).includes(raw ?? '')
    ? (raw as TMonitoringRange)
    : DEFAULT_RANGE;
  const monitoring = useQuery(() => adminApi.monitoring(range), range, adminReads);
  const [checking, setChecking] = useState(false);

  async function checkNow() {
    setChecking(true);
    try {
      const { checks } = await adminApi.checkProviders();
      const failed = checks.filter((c) => !c.ok).length;
      if (checks.length === 0) showToast({ title: t('admin.monitoring.check.none') });
      else if (failed === 0) showToast({ title: tCount('admin.monitoring.check.ok', checks.length) });
      else showError(tCount('admin.monitoring.check.failed', failed), t('admin.monitoring.check.title'));
      monitoring.reload();
    } catch (error) {
      showError(errorMessage(error, t('admin.loadError')));
    } finally {
      setChecking(false);
    }
  }

  return (
    <div>
      <PageHeader
        title={t('admin.monitoring.title')}
        subtitle={t('admin.monitoring.subtitle')}
        actions={
          <>
            <Segmented
              label={t('admin.period')}
              options={MONITORING_RANGES.map((r) => ({ key: r, label: t(`admin.monitoring.range.${r}`) }))}
              value={range}
              onChange={(r) => setUrlParams({ range: r === DEFAULT_RANGE ? null : r })}
              testId="monitoring-range"
            />
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void checkNow()}
              disabled={checking}
              data-testid="monitoring-check"
            >
              {checking ? t('admin.monitoring.check.running') : t('admin.monitoring.check.now')}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={monitoring.reload}>
              {t('admin.monitoring.refresh')}
            </button>
          </>
        }
      />
      <QueryView query={monitoring}>{(m) => <MonitoringBody m={m} />}</QueryView>
    </div>
  );
}

/** The provider's last live check: result, message, when; and how often checks passed since they began. */
function LastCheck({ check }: { check: TProviderStatus }) {
  return (
    <p className="text-sm" data-testid="last-check">
      <span className={`font-semibold ${check.ok ? TEXT_TONES.success : TEXT_TONES.error}`}>
        {t(check.ok ? 'admin.monitoring.check.passed' : 'admin.monitoring.check.failedShort')}
      </span>{' '}
      <span className="text-base-content/75">
        · {check.message} ·{' '}
        <time dateTime={check.checkedAt} title={frDateTime(check.checkedAt)}>
          {ago(check.checkedAt)}
        </time>
        {check.availability &&
          ` · ${t('admin.monitoring.check.availability', { percent: percent(check.availability.percent, 2), checks: tCount('admin.monitoring.check.count', check.availability.checks) })}`}
      </span>
    </p>
  );
}

function MonitoringBody({ m }: { m: TAdminMonitoring }) {
  const r = m.resources;
  const memoryPercent = (r.memory.rssBytes / r.memory.systemTotalBytes) * 100;
  const diskUsed = r.disk ? r.disk.totalBytes - r.disk.freeBytes : 0;
  const statusTone = m.systemStatus === 'operational' ? 'success' : m.systemStatus === 'degraded' ? 'warning' : 'error';
  const points = useMemo<ChartPoint[]>(
    () => m.timeline.map((b) => ({ start: b.start, value: b.requests, previous: b.previousRequests })),
    [m.timeline],
  );
  // Measures younger than the 30-day window say since when they run, not « 30 derniers jours ».
  const uptimeSince =
    m.uptimeSince && new Date(m.generatedAt).getTime() - new Date(m.uptimeSince).getTime() < 29 * 86_400_000
      ? m.uptimeSince
      : null;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          testId="monitoring-status"
          label={t('admin.monitoring.systemState')}
          tone={statusTone}
          value={
            <span className="flex items-center gap-2">
              <StatusDot status={m.systemStatus} />
              {systemStatusLabel(m.systemStatus)}
            </span>
          }
          hint={frDateTime(m.generatedAt)}
        />
        <StatCard
          testId="monitoring-uptime"
          label={t('admin.monitoring.uptime')}
          value={m.uptime === null ? t('admin.monitoring.noMeasure') : percent(m.uptime, 2)}
          hint={
            m.uptime === null
              ? t('admin.monitoring.noMeasureHint')
              : [
                  uptimeSince
                    ? t('admin.monitoring.uptimeSince', { date: frDate(uptimeSince) })
                    : t('admin.monitoring.uptimeHint'),
                  tCount('admin.monitoring.uptimeWindows', m.uptimeWindows),
                  m.uptimeMissing > 0 ? tCount('admin.monitoring.uptimeMissing', m.uptimeMissing) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
          }
        />
        <StatCard
          testId="monitoring-errors"
          label={t('admin.monitoring.errorRate')}
          value={m.errorRate === null ? '—' : percent(m.errorRate, 2)}
          hint={t('admin.monitoring.errorRateHint')}
        />
        <StatCard
          testId="monitoring-response"
          label={t('admin.monitoring.avgResponse')}
          value={duration(m.avgResponseTimeMs)}
          hint={t('admin.monitoring.p95Hint', { p95: duration(m.p95ResponseTimeMs) })}
        />
      </div>

      <Section
        title={`${t('admin.monitoring.timeline')} · ${count(m.requestsCount)} ${t('admin.monitoring.requests').toLowerCase()}`}
        testId="monitoring-timeline"
      >
        {m.requestsCount === 0 ? (
          <EmptyState text={t('admin.noData')} />
        ) : (
          <TimeChart
            label={t('admin.monitoring.timeline')}
            points={points}
            bucket={TIMELINE_BUCKET[m.range]}
            formatValue={(v) => count(Math.round(v))}
            testId="monitoring-chart"
          />
        )}
      </Section>

      <div className="grid gap-6 xl:grid-cols-2">
        <Section title={t('admin.monitoring.services')} testId="monitoring-services">
          <ul className="divide-y divide-base-200">
            {m.services.map((s) => (
              <li
                key={s.key}
                className="flex items-start justify-between gap-3 py-2"
                data-testid={`service-${s.key}`}
                data-status={s.status}
              >
                <div className="flex min-w-0 items-start gap-3">
                  <span className="mt-1.5">
                    <StatusDot status={s.status} />
                  </span>
                  <div className="min-w-0 break-words">
                    <p className="font-medium">{t(SERVICE_LABELS[s.key])}</p>
                    <p className="text-sm text-base-content/75">{s.detail}</p>
                    {s.lastCheck && <LastCheck check={s.lastCheck} />}
                  </div>
                </div>
                <div className="shrink-0 text-right text-sm">
                  <p data-testid={`service-${s.key}-status`}>{systemStatusLabel(s.status)}</p>
                  {s.latencyMs !== null && <p className="text-base-content/75">{duration(s.latencyMs)}</p>}
                </div>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('admin.monitoring.resources')} testId="monitoring-resources">
          <p className="mb-3 text-sm text-base-content/75">
            {t('admin.monitoring.resourcesHint')} · {r.runtime}
          </p>
          <div className="space-y-3">
            <Meter
              label={t('admin.monitoring.cpu')}
              value={r.cpuPercent === null ? null : r.cpuPercent / Math.max(1, r.cpuCount)}
              detail={`${percent(r.cpuPercent)} · ${tCount('admin.monitoring.cores', r.cpuCount)}${r.loadAverage !== null ? ` · ${t('admin.monitoring.load', { load: r.loadAverage.toLocaleString('fr-FR') })}` : ''}`}
            />
            <Meter
              label={t('admin.monitoring.memory')}
              value={memoryPercent}
              detail={`${bytes(r.memory.rssBytes)} / ${bytes(r.memory.systemTotalBytes)}`}
            />
            {r.disk && (
              <Meter
                label={t('admin.monitoring.disk')}
                value={(diskUsed / r.disk.totalBytes) * 100}
                detail={`${bytes(diskUsed)} / ${bytes(r.disk.totalBytes)}`}
              />
            )}
            <div>
              <div className="flex justify-between text-sm">
                <span className="font-medium">{t('admin.monitoring.network')}</span>
                <span>{t('admin.monitoring.perMinute', { count: m.requestsPerMinute.toLocaleString('fr-FR') })}</span>
              </div>
            </div>
          </div>
        </Section>
        <Section title={t('admin.monitoring.networkStats')} testId="monitoring-network">
          <h3 className="mb-2 text-sm font-semibold">{t('admin.monitoring.statusCodes')}</h3>
          <div className="mb-4 flex flex-wrap gap-2">
            {(['2xx', '3xx', '4xx', '5xx'] as const).map((k) => (
              <Badge key={k} tone={k === '5xx' ? 'error' : k === '4xx' ? 'warning' : k === '2xx' ? 'success' : 'info'}>
                {k} : {count(m.statusCounts[k])}
              </Badge>
            ))}
          </div>
          <h3 className="mb-2 text-sm font-semibold">{t('admin.monitoring.topRoutes')}</h3>
          <DataTable
            label={t('admin.monitoring.topRoutes')}
            columns={ROUTE_COLUMNS}
            list={staticList(m.topRoutes)}
            rowKey={(route) => `${route.method} ${route.route}`}
            empty={t('admin.noData')}
          />
        </Section>
        <Section title={t('admin.monitoring.alerts')} testId="monitoring-alerts">
          {m.alerts.length === 0 ? (
            <EmptyState text={t('admin.monitoring.noAlerts')} />
          ) : (
            <ul className="space-y-2">
              {m.alerts.map((a, i) => (
                <li key={i} className="flex items-start gap-3 rounded-box border border-base-300 p-3">
                  <Badge tone={a.level === 'error' ? 'error' : a.level === 'warning' ? 'warning' : 'info'}>
                    {t(`admin.alert.${a.level}`)}
                  </Badge>
                  <div className="min-w-0 break-words">
                    <p className="font-medium">{a.title}</p>
                    {a.detail && <p className="text-sm text-base-content/75">{a.detail}</p>}
                    {a.at && <p className="text-xs text-base-content/75">{frDateTime(a.at)}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}
