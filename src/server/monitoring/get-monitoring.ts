// The monitoring screen: everything measured from the API's own request metrics, the database, the outbox
// and the configuration; nothing made up. See summarize-requests.ts for the definitions.
import { and, count, eq, gte, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox, transactions, weddings } from '../../../db/schema/index.ts';
import { fill } from '../../shared/messages/admin.ts';
import { t } from '../../shared/messages/index.ts';
import { MONITORING_RANGE_MS, type TAdminMonitoring, type TMonitoringRange } from '../../shared/schemas/admin-monitoring.ts';
import { driverFor } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { getResponseTime } from '../admin/get-response-time.ts';
import { getSystemHealth } from './get-system-health.ts';
import { readResources } from './read-resources.ts';
import { requestTimeline, summarizeRequests, topRoutes, uptimePercent } from './summarize-requests.ts';

const BUCKET_MS: Record<TMonitoringRange, number> = {
  '1h': 5 * 60_000,
  '24h': 3_600_000,
  '7d': 6 * 3_600_000,
  '30d': 86_400_000,
};
const SLOW_P95_MS = 1000;

type Alert = TAdminMonitoring['alerts'][number];
type Service = TAdminMonitoring['services'][number];


export type GetMonitoringOptions = { db: Database; config: Env; range: TMonitoringRange; now?: Date };

export async function getMonitoring({ db, config, range, now = new Date() }: GetMonitoringOptions): Promise<TAdminMonitoring> {
  const from = new Date(now.getTime() - MONITORING_RANGE_MS[range]);
  const health = await getSystemHealth({ db, now });
  const resources = await readResources({ config });

  if (!health.database.reachable) {
    return {
      range,
      generatedAt: now.toISOString(),
      systemStatus: 'down',
      uptime: null,
      errorRate: null,
      avgResponseTimeMs: null,
      p95ResponseTimeMs: null,
      requestsCount: 0,
      requestsPerMinute: 0,
      statusCounts: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
      timeline: [],
      topRoutes: [],
      services: [{ key: 'database', status: 'down', detail: t('admin.monitoring.text.dbDown'), latencyMs: null }],
      resources,
      alerts: [{ level: 'error', title: t('admin.monitoring.text.dbDown'), detail: t('admin.monitoring.text.dbDownDetail'), at: now.toISOString() }],
    };
  }

  const [summary, routes, timeline, uptime, responseTime, outboxStats, failedPayments, balanceFailures] = await Promise.all([
    summarizeRequests({ db, from, to: now }),
    topRoutes({ db, from, to: now }),
    requestTimeline({ db, from, to: now, bucketMs: BUCKET_MS[range] }),
    uptimePercent({ db, now }),
    getResponseTime({ db, now }),
    db
      .select({ status: outbox.status, n: count(), lastError: max(outbox.lastError), last: max(outbox.createdAt) })
      .from(outbox)
      .where(gte(outbox.createdAt, from))
      .groupBy(outbox.status),
    db
      .select({ n: count(), last: max(transactions.createdAt) })
      .from(transactions)
      .where(and(eq(transactions.status, 'failed'), gte(transactions.createdAt, from))),
    db.select({ n: count() }).from(weddings).where(eq(weddings.paymentStatus, 'balance_failed')),
  ]);

  const recent = health.recent;
  const apiStatus = health.status === 'operational' ? 'operational' : 'degraded';
  const outboxFailed = outboxStats.find((s) => s.status === 'failed');
  const outboxPending = outboxStats.find((s) => s.status === 'pending')?.n ?? 0;
  const driver = driverFor(config.DATABASE_URL);

  const services: Service[] = [
    {
      key: 'api',
      status: apiStatus,
      detail: fill(t('admin.monitoring.text.apiDetail'), { requests: recent?.requests ?? 0, errors: recent?.errors ?? 0 }),
      latencyMs: recent?.avgMs ?? null,
    },
    {
      key: 'database',
      status: (health.database.latencyMs ?? 0) > 500 ? 'degraded' : 'operational',
      detail: t(`admin.monitoring.text.db.${driver}`),
      latencyMs: health.database.latencyMs,
    },
    {
      key: 'ai',
      status: 'operational',
      detail: config.OPENAI_API_KEY ? fill(t('admin.monitoring.text.aiOpenai'), { model: config.OPENAI_MODEL }) : t('admin.monitoring.text.aiLocal'),
      latencyMs: responseTime.medianMs,
    },
    {
      key: 'whatsapp',
      status: config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN ? (outboxFailed ? 'degraded' : 'operational') : 'not_configured',
      detail: config.TWILIO_ACCOUNT_SID
        ? fill(t('admin.monitoring.text.twilioDetail'), { pending: outboxPending, failed: outboxFailed?.n ?? 0 })
        : fill(t('admin.monitoring.text.outboxDetail'), { pending: outboxPending }),
      latencyMs: null,
    },
    {
      key: 'payments',
      status: config.STRIPE_SECRET_KEY ? ((failedPayments[0]?.n ?? 0) > 0 ? 'degraded' : 'operational') : 'not_configured',
      detail: config.STRIPE_SECRET_KEY
        ? t(config.STRIPE_SECRET_KEY.startsWith('sk_live_') ? 'admin.monitoring.text.stripeLive' : 'admin.monitoring.text.stripeTest')
        : t('admin.monitoring.text.stripeSimulated'),
      latencyMs: null,
    },
  ];

  const alerts: Alert[] = [];
  for (const r of routes.filter((r) => r.errors > 0).sort((a, b) => b.errors - a.errors).slice(0, 5)) {
    alerts.push({
      level: 'error',
      title: fill(t('admin.monitoring.text.routeErrors'), { route: `${r.method} ${r.route}` }),
      detail: fill(t('admin.monitoring.text.routeErrorsDetail'), { errors: r.errors, requests: r.requests }),
      at: r.lastErrorAt?.toISOString() ?? null,
    });
  }
  for (const r of routes.filter((r) => r.requests >= 5 && r.p95Ms > SLOW_P95_MS).slice(0, 3)) {
    alerts.push({
      level: 'warning',
      title: fill(t('admin.monitoring.text.slowRoute'), { route: `${r.method} ${r.route}` }),
      detail: fill(t('admin.monitoring.text.slowRouteDetail'), { p95: Math.round(r.p95Ms) }),
      at: null,
    });
  }
  if (outboxFailed) {
    alerts.push({
      level: 'warning',
      title: fill(t('admin.monitoring.text.outboxFailed'), { count: outboxFailed.n }),
      detail: outboxFailed.lastError ?? '',
      at: outboxFailed.last?.toISOString() ?? null,
    });
  }
  if ((failedPayments[0]?.n ?? 0) > 0) {
    alerts.push({
      level: 'warning',
      title: fill(t('admin.monitoring.text.paymentsFailed'), { count: failedPayments[0]!.n }),
      detail: t('admin.monitoring.text.paymentsFailedDetail'),
      at: failedPayments[0]!.last?.toISOString() ?? null,
    });
  }
  if ((balanceFailures[0]?.n ?? 0) > 0) {
    alerts.push({ level: 'warning', title: fill(t('admin.monitoring.text.balanceFailed'), { count: balanceFailures[0]!.n }), detail: t('admin.monitoring.text.balanceFailedDetail'), at: null });
  }
  if (health.status === 'degraded') {
    alerts.unshift({ level: 'error', title: t('admin.monitoring.status.degraded'), detail: t('admin.monitoring.text.degradedDetail'), at: now.toISOString() });
  }

  const minutes = MONITORING_RANGE_MS[range] / 60_000;
  return {
    range,
    generatedAt: now.toISOString(),
    systemStatus: health.status,
    uptime,
    errorRate: summary.requests > 0 ? Math.round((summary.errors / summary.requests) * 10000) / 100 : null,
    avgResponseTimeMs: summary.avgMs,
    p95ResponseTimeMs: summary.p95Ms,
    requestsCount: summary.requests,
    requestsPerMinute: Math.round((summary.requests / minutes) * 100) / 100,
    statusCounts: summary.statusCounts,
    timeline,
    topRoutes: routes.map(({ lastErrorAt: _lastErrorAt, ...r }) => r),
    services,
    resources,
    alerts: alerts.sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1)),
  };
}
