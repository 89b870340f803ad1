// /admin/monitoring: the period (1 hour, 24 hours, 7 days, 30 days; 24 h by default) drives the call; system
// state, uptime, error rate, response times, requests over time, services, resources, network and alerts.
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { fill } from '../../../shared/messages/admin.ts';
import { t, type MessageKey } from '../../../shared/messages/index.ts';
import { MONITORING_RANGES, type TAdminMonitoring, type TMonitoringRange } from '../../../shared/schemas/admin-monitoring.ts';
import { bytes, count, duration, frDateTime, percent } from './format.ts';
import { Badge, BarChart, EmptyState, Meter, PageHeader, QueryView, Section, Segmented, StatCard, StatusDot, systemStatusLabel } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';

const SERVICE_LABELS: Record<TAdminMonitoring['services'][number]['key'], MessageKey> = {
  api: 'admin.monitoring.service.api',
  database: 'admin.monitoring.service.database',
  ai: 'admin.monitoring.service.ai',
  whatsapp: 'admin.monitoring.service.whatsapp',
  payments: 'admin.monitoring.service.payments',
};

export default function MonitoringScreen() {
  const [range, setRange] = useState<TMonitoringRange>('24h');
  const monitoring = useAdminQuery(() => api.admin.monitoring(range), range);
  return (
    <div>
      <PageHeader
        title={t('admin.monitoring.title')}
        subtitle={t('admin.monitoring.subtitle')}
        actions={
          <>
            <Segmented label={t('admin.period')} options={MONITORING_RANGES.map((r) => ({ key: r, label: t(`admin.monitoring.range.${r}`) }))} value={range} onChange={setRange} testId="monitoring-range" />
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

function timelineLabel(iso: string, range: TMonitoringRange): string {
  return format(new Date(iso), range === '1h' || range === '24h' ? 'HH:mm' : 'd MMM HH:mm', { locale: fr });
}

function MonitoringBody({ m }: { m: TAdminMonitoring }) {
  const r = m.resources;
  const memoryPercent = (r.memory.rssBytes / r.memory.systemTotalBytes) * 100;
  const diskUsed = r.disk ? r.disk.totalBytes - r.disk.freeBytes : 0;
  const statusTone = m.systemStatus === 'operational' ? 'success' : m.systemStatus === 'degraded' ? 'warning' : 'error';
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
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
        <StatCard testId="monitoring-uptime" label={t('admin.monitoring.uptime')} value={m.uptime === null ? '—' : percent(m.uptime, 2)} hint={m.uptime === null ? t('admin.noData') : t('admin.monitoring.uptimeHint')} />
        <StatCard testId="monitoring-errors" label={t('admin.monitoring.errorRate')} value={m.errorRate === null ? '—' : percent(m.errorRate, 2)} hint={t('admin.monitoring.errorRateHint')} />
        <StatCard testId="monitoring-response" label={t('admin.monitoring.avgResponse')} value={duration(m.avgResponseTimeMs)} hint={fill(t('admin.monitoring.p95Hint'), { p95: duration(m.p95ResponseTimeMs) })} />
      </div>

      <Section title={`${t('admin.monitoring.timeline')} · ${count(m.requestsCount)} ${t('admin.monitoring.requests').toLowerCase()}`} testId="monitoring-timeline">
        {m.requestsCount === 0 ? (
          <EmptyState text={t('admin.noData')} />
        ) : (
          <BarChart label={t('admin.monitoring.timeline')} bars={m.timeline.map((b) => ({ key: b.start, label: timelineLabel(b.start, m.range), value: b.requests }))} format={(v) => count(v)} />
        )}
      </Section>

      <div className="grid gap-6 xl:grid-cols-2">
        <Section title={t('admin.monitoring.services')} testId="monitoring-services">
          <ul className="divide-y divide-base-200">
            {m.services.map((s) => (
              <li key={s.key} className="flex items-center justify-between gap-3 py-2" data-testid={`service-${s.key}`}>
                <div className="flex items-center gap-3">
                  <StatusDot status={s.status} />
                  <div>
                    <p className="font-medium">{t(SERVICE_LABELS[s.key])}</p>
                    <p className="text-sm text-base-content/75">{s.detail}</p>
                  </div>
                </div>
                <div className="text-right text-sm">
                  <p>{systemStatusLabel(s.status)}</p>
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
            <Meter label={t('admin.monitoring.cpu')} value={r.cpuPercent === null ? null : r.cpuPercent / Math.max(1, r.cpuCount)} detail={`${percent(r.cpuPercent)} · ${r.cpuCount} cœur(s)${r.loadAverage !== null ? ` · charge ${r.loadAverage.toLocaleString('fr-FR')}` : ''}`} />
            <Meter label={t('admin.monitoring.memory')} value={memoryPercent} detail={`${bytes(r.memory.rssBytes)} / ${bytes(r.memory.systemTotalBytes)}`} />
            {r.disk && <Meter label={t('admin.monitoring.disk')} value={(diskUsed / r.disk.totalBytes) * 100} detail={`${bytes(diskUsed)} / ${bytes(r.disk.totalBytes)}`} />}
            <div>
              <div className="flex justify-between text-sm">
                <span className="font-medium">{t('admin.monitoring.network')}</span>
                <span>{m.requestsPerMinute.toLocaleString('fr-FR')} req/min</span>
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
          {m.topRoutes.length === 0 ? (
            <EmptyState text={t('admin.noData')} />
          ) : (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('admin.monitoring.topRoutes')}>
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th>{t('admin.monitoring.route')}</th>
                    <th className="text-right">{t('admin.monitoring.requests')}</th>
                    <th className="text-right">5xx</th>
                    <th className="text-right">Moy.</th>
                    <th className="text-right">p95</th>
                  </tr>
                </thead>
                <tbody>
                  {m.topRoutes.map((route) => (
                    <tr key={`${route.method} ${route.route}`}>
                      <td className="break-all font-mono text-xs">
                        {route.method} {route.route}
                      </td>
                      <td className="text-right">{count(route.requests)}</td>
                      <td className="text-right">{count(route.errors)}</td>
                      <td className="text-right">{duration(route.avgMs)}</td>
                      <td className="text-right">{duration(route.p95Ms)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
        <Section title={t('admin.monitoring.alerts')} testId="monitoring-alerts">
          {m.alerts.length === 0 ? (
            <EmptyState text={t('admin.monitoring.noAlerts')} />
          ) : (
            <ul className="space-y-2">
              {m.alerts.map((a, i) => (
                <li key={i} className="flex items-start gap-3 rounded-box border border-base-300 p-3">
                  <Badge tone={a.level === 'error' ? 'error' : a.level === 'warning' ? 'warning' : 'info'}>{a.level === 'error' ? 'Erreur' : a.level === 'warning' ? 'Attention' : 'Info'}</Badge>
                  <div>
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
