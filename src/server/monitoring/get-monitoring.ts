// The monitoring screen: everything measured from the API's own request metrics, the database, the outbox,
// the providers' recorded live checks and the configuration; nothing made up. A provider with credentials is as
// good as its last live check: down when it failed, unknown before the first one.
import { and, count, eq, gte, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox, transactions, weddings } from '../../../db/schema/index.ts';
import { t, tCount } from '../../shared/messages/index.ts';
import {
  MONITORING_RANGE_MS,
  type TAdminMonitoring,
  type TMonitoringRange,
  type TProvider,
} from '../../shared/schemas/admin-monitoring.ts';
import { driverFor } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import { getResponseTime } from './get-response-time.ts';
import { getSystemHealth } from './get-system-health.ts';
import { readResources } from './read-resources.ts';
import { latestProviderChecks, PROVIDERS } from './check-providers.ts';
import { configurationAlerts } from './configuration-alerts.ts';
import { paymentsRefused } from '../deploy-context.ts';
import { getAvailability, requestTimeline, summarizeRequests, topRoutes } from './summarize-requests.ts';
import { isConfigured } from './test-provider-connection.ts';

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

export async function getMonitoring({
  db,
  config,
  range,
  now = new Date(),
}: GetMonitoringOptions): Promise<TAdminMonitoring> {
  const from = new Date(now.getTime() - MONITORING_RANGE_MS[range]);
  const health = await getSystemHealth({ db, now });
  const resources = await readResources({ config });

  if (!health.database.reachable) {
    return {
      range,
      generatedAt: now.toISOString(),
      systemStatus: 'down',
      uptime: null,
      uptimeSince: null,
      uptimeWindows: 0,
      uptimeMissing: 0,
      errorRate: null,
      avgResponseTimeMs: null,
      p95ResponseTimeMs: null,
      requestsCount: 0,
      requestsPerMinute: 0,
      statusCounts: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
      timeline: [],
      topRoutes: [],
      services: [
        {
          key: 'database',
          status: 'down',
          detail: t('admin.monitoring.text.dbDown'),
          latencyMs: null,
          lastCheck: null,
        },
      ],
      resources,
      alerts: [
        {
          level: 'error',
          title: t('admin.monitoring.text.dbDown'),
          detail: t('admin.monitoring.text.dbDownDetail'),
          at: now.toISOString(),
        },
      ],
    };
  }

  const rangeMs = MONITORING_RANGE_MS[range];
  const [
    summary,
    routes,
    timeline,
    previousTimeline,
    availability,
    checks,
    responseTime,
    outboxStats,
    failedPayments,
    balanceFailures,
  ] = await Promise.all([
    summarizeRequests({ db, from, to: now }),
    topRoutes({ db, from, to: now }),
    requestTimeline({ db, from, to: now, bucketMs: BUCKET_MS[range] }),
    requestTimeline({
      db,
      from: new Date(from.getTime() - rangeMs),
      to: new Date(now.getTime() - rangeMs),
      bucketMs: BUCKET_MS[range],
    }),
    getAvailability({ db, now }),
    latestProviderChecks({ db, now }),
    getResponseTime({ db, now }),
    db
      .select({
        channel: outbox.channel,
        status: outbox.status,
        n: count(),
        lastError: max(outbox.lastError),
        last: max(outbox.createdAt),
      })
      .from(outbox)
      .where(gte(outbox.createdAt, from))
      .groupBy(outbox.channel, outbox.status),
    db
      .select({ n: count(), last: max(transactions.createdAt) })
      .from(transactions)
      .where(and(eq(transactions.status, 'failed'), gte(transactions.createdAt, from))),
    db.select({ n: count() }).from(weddings).where(eq(weddings.paymentStatus, 'balance_failed')),
  ]);

  const recent = health.recent;
  const apiStatus = health.status === 'operational' ? 'operational' : 'degraded';
  // E-mails and WhatsApp messages share the outbox: each service counts its own channel.
  const sends = (channel: 'email' | 'whatsapp', status: 'pending' | 'failed') =>
    outboxStats.find((s) => s.channel === channel && s.status === status)?.n ?? 0;
  const outboxFailed = outboxStats.find((s) => s.channel === 'whatsapp' && s.status === 'failed');
  const outboxPending = sends('whatsapp', 'pending');
  const driver = driverFor(config.DATABASE_URL);

  /** A configured provider's state is its last live check; `healthy` refines a passing one. */
  function providerStatus(provider: TProvider, healthy: 'operational' | 'degraded' = 'operational'): Service['status'] {
    const check = checks[provider];
    if (!check) return 'unknown';
    return check.ok ? healthy : 'down';
  }
  const lastCheck = (provider: TProvider) => (isConfigured(config, provider) ? (checks[provider] ?? null) : null);

  const services: Service[] = [
    {
      key: 'api',
      status: apiStatus,
      detail: t('admin.monitoring.text.apiDetail', { requests: recent?.requests ?? 0, errors: recent?.errors ?? 0 }),
      latencyMs: recent?.avgMs ?? null,
      lastCheck: null,
    },
    {
      key: 'database',
      status: (health.database.latencyMs ?? 0) > 500 ? 'degraded' : 'operational',
      detail: t(`admin.monitoring.text.db.${driver}`),
      latencyMs: health.database.latencyMs,
      lastCheck: null,
    },
    {
      key: 'ai',
      // Without a key the local engine answers: nothing external can fail.
      status: isConfigured(config, 'openai') ? providerStatus('openai') : 'operational',
      detail: config.OPENAI_API_KEY
        ? t('admin.monitoring.text.aiOpenai', { model: config.OPENAI_MODEL })
        : t('admin.monitoring.text.aiLocal'),
      latencyMs: responseTime.medianMs,
      lastCheck: lastCheck('openai'),
    },
    {
      key: 'whatsapp',
      status: isConfigured(config, 'twilio')
        ? providerStatus('twilio', outboxFailed ? 'degraded' : 'operational')
        : 'not_configured',
      detail: config.TWILIO_ACCOUNT_SID
        ? t('admin.monitoring.text.twilioDetail', {
            pending: tCount('admin.monitoring.text.sends', outboxPending),
            failed: outboxFailed?.n ?? 0,
          })
        : tCount('admin.monitoring.text.outboxDetail', outboxPending),
      latencyMs: null,
      lastCheck: lastCheck('twilio'),
    },
    {
      key: 'email',
      status: config.SMTP_URL ? (sends('email', 'failed') > 0 ? 'degraded' : 'operational') : 'not_configured',
      detail: t(config.SMTP_URL ? 'admin.monitoring.text.emailDetail' : 'admin.monitoring.text.emailOutbox', {
        pending: tCount('admin.monitoring.text.emails', sends('email', 'pending')),
        failed: sends('email', 'failed'),
      }),
      latencyMs: null,
      lastCheck: null,
    },
    {
      key: 'payments',
      // Production without a key refuses every payment: down, not merely unconfigured.
      status: paymentsRefused(config)
        ? 'down'
        : isConfigured(config, 'stripe')
          ? providerStatus('stripe', (failedPayments[0]?.n ?? 0) > 0 ? 'degraded' : 'operational')
          : 'not_configured',
      detail: paymentsRefused(config)
        ? t('admin.api.alert.productionWithoutStripe')
        : config.STRIPE_SECRET_KEY
          ? t(
              config.STRIPE_SECRET_KEY.startsWith('sk_live_')
                ? 'admin.monitoring.text.stripeLive'
                : 'admin.monitoring.text.stripeTest',
            )
          : t('admin.monitoring.text.stripeSimulated'),
      latencyMs: null,
      lastCheck: lastCheck('stripe'),
    },
  ];

  const alerts: Alert[] = [];
  for (const provider of PROVIDERS) {
    const check = lastCheck(provider);
    if (check && !check.ok) {
      alerts.push({
        level: 'error',
        title: t('admin.monitoring.text.providerDown', { provider: t(`admin.monitoring.provider.${provider}`) }),
        detail: check.message,
        at: check.checkedAt,
      });
    }
  }
  for (const a of configurationAlerts(config))
    alerts.push({ level: a.level, title: a.message, detail: t('admin.monitoring.text.configuration'), at: null });
  for (const r of routes
    .filter((r) => r.errors > 0)
    .sort((a, b) => b.errors - a.errors)
    .slice(0, 5)) {
    alerts.push({
      level: 'error',
      title: t('admin.monitoring.text.routeErrors', { route: `${r.method} ${r.route}` }),
      detail: tCount('admin.monitoring.text.routeErrorsDetail', r.errors, {
        requests: tCount('admin.monitoring.text.requests', r.requests),
      }),
      at: r.lastErrorAt?.toISOString() ?? null,
    });
  }
  for (const r of routes.filter((r) => r.requests >= 5 && r.p95Ms > SLOW_P95_MS).slice(0, 3)) {
    alerts.push({
      level: 'warning',
      title: t('admin.monitoring.text.slowRoute', { route: `${r.method} ${r.route}` }),
      detail: t('admin.monitoring.text.slowRouteDetail', { p95: Math.round(r.p95Ms) }),
      at: null,
    });
  }
  if (outboxFailed) {
    alerts.push({
      level: 'warning',
      title: tCount('admin.monitoring.text.outboxFailed', outboxFailed.n),
      detail: outboxFailed.lastError ?? '',
      at: outboxFailed.last?.toISOString() ?? null,
    });
  }
  if ((failedPayments[0]?.n ?? 0) > 0) {
    alerts.push({
      level: 'warning',
      title: tCount('admin.monitoring.text.paymentsFailed', failedPayments[0]!.n),
      detail: t('admin.monitoring.text.paymentsFailedDetail'),
      at: failedPayments[0]!.last?.toISOString() ?? null,
    });
  }
  if ((balanceFailures[0]?.n ?? 0) > 0) {
    alerts.push({
      level: 'warning',
      title: tCount('admin.monitoring.text.balanceFailed', balanceFailures[0]!.n),
      detail: t('admin.monitoring.text.balanceFailedDetail'),
      at: null,
    });
  }
  if (health.status === 'degraded') {
    alerts.unshift({
      level: 'error',
      title: t('admin.monitoring.status.degraded'),
      detail: t('admin.monitoring.text.degradedDetail'),
      at: now.toISOString(),
    });
  }

  // A provider down leaves the platform up but not whole.
  const providerDown = services.some((service) => service.status === 'down');
  const minutes = rangeMs / 60_000;
  const LEVELS = { error: 0, warning: 1, info: 2 } as const;
  return {
    range,
    generatedAt: now.toISOString(),
    systemStatus: health.status === 'operational' && providerDown ? 'degraded' : health.status,
    uptime: availability.percent,
    uptimeSince: availability.since?.toISOString() ?? null,
    uptimeWindows: availability.windows,
    uptimeMissing: availability.missing,
    errorRate: summary.requests > 0 ? Math.round((summary.errors / summary.requests) * 10000) / 100 : null,
    avgResponseTimeMs: summary.avgMs,
    p95ResponseTimeMs: summary.p95Ms,
    requestsCount: summary.requests,
    requestsPerMinute: Math.round((summary.requests / minutes) * 100) / 100,
    statusCounts: summary.statusCounts,
    timeline: timeline.map((bucket, i) => ({ ...bucket, previousRequests: previousTimeline[i]?.requests ?? 0 })),
    topRoutes: routes.map(({ lastErrorAt: _lastErrorAt, ...r }) => r),
    services,
    resources,
    alerts: alerts.sort((a, b) => LEVELS[a.level] - LEVELS[b.level]),
  };
}
