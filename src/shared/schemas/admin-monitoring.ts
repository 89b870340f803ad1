// Monitoring, analytics, AI control and API status screens: measured figures only, no placeholders.
import { t } from '../messages/index.ts';
import { WEDDING_STATUS_CODES } from '../wedding-status.ts';
import { ZResponseTime, ZTrend } from './admin.ts';
import * as z from './zod-fr.ts';
import { ZAnswerTrace } from './answer-trace.ts';

// ---------- monitoring ----------

export const MONITORING_RANGES = ['1h', '24h', '7d', '30d'] as const;
export const ZMonitoringRange = z.enum(MONITORING_RANGES, { error: t('admin.validation.invalidPeriod') });
export type TMonitoringRange = z.infer<typeof ZMonitoringRange>;
export const MONITORING_RANGE_MS: Record<TMonitoringRange, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};
export const ZMonitoringQuery = z.object({ range: ZMonitoringRange.default('24h') });

export const ZSystemStatus = z.enum(['operational', 'degraded', 'down']);
export type TSystemStatus = z.infer<typeof ZSystemStatus>;
/** `unknown`: configured but never checked live yet. */
export const ZServiceStatus = z.enum(['operational', 'degraded', 'down', 'not_configured', 'unknown']);

// ---------- live provider checks ----------

export const ZProvider = z.enum(['openai', 'twilio', 'stripe']);
export type TProvider = z.infer<typeof ZProvider>;

export const ZProviderCheck = z.object({
  provider: ZProvider,
  ok: z.boolean(),
  message: z.string(),
  latencyMs: z.number().nullable(),
  trigger: z.enum(['manual', 'scheduled']),
  checkedAt: z.string(),
});
export type TProviderCheck = z.infer<typeof ZProviderCheck>;

/** The latest check and the share of successful checks since checks began (kept 35 days). */
export const ZProviderStatus = ZProviderCheck.extend({
  availability: z.object({ percent: z.number(), checks: z.number().int(), since: z.string() }).nullable(),
});
export type TProviderStatus = z.infer<typeof ZProviderStatus>;

export const ZProviderChecksResponse = z.object({ checks: z.array(ZProviderCheck) });
export type TProviderChecksResponse = z.infer<typeof ZProviderChecksResponse>;

export const ZAlert = z.object({
  level: z.enum(['error', 'warning', 'info']),
  title: z.string(),
  detail: z.string(),
  at: z.string().nullable(),
});

export const ZAdminMonitoring = z.object({
  range: ZMonitoringRange,
  generatedAt: z.string(),
  systemStatus: ZSystemStatus,
  /**
   * Percent of minutes the per-minute probe recorded, over the last 30 days or since the first probe when that is
   * more recent (`uptimeSince`); null before any probe (« pas de mesure »).
   */
  uptime: z.number().nullable(),
  uptimeSince: z.string().nullable(),
  /** Minutes since the first probe, and those without a probe (the server did not answer). */
  uptimeWindows: z.number().int(),
  uptimeMissing: z.number().int(),
  /** Percent of 5xx answers in the range. */
  errorRate: z.number().nullable(),
  avgResponseTimeMs: z.number().nullable(),
  p95ResponseTimeMs: z.number().nullable(),
  requestsCount: z.number().int(),
  requestsPerMinute: z.number(),
  statusCounts: z.object({
    '2xx': z.number().int(),
    '3xx': z.number().int(),
    '4xx': z.number().int(),
    '5xx': z.number().int(),
  }),
  /** Requests per bucket, with the same bucket one range earlier. */
  timeline: z.array(
    z.object({
      start: z.string(),
      requests: z.number().int(),
      errors: z.number().int(),
      avgMs: z.number().nullable(),
      previousRequests: z.number().int(),
    }),
  ),
  topRoutes: z.array(
    z.object({
      method: z.string(),
      route: z.string(),
      requests: z.number().int(),
      errors: z.number().int(),
      avgMs: z.number(),
      p95Ms: z.number(),
    }),
  ),
  services: z.array(
    z.object({
      key: z.enum(['api', 'database', 'ai', 'whatsapp', 'email', 'payments']),
      status: ZServiceStatus,
      detail: z.string(),
      latencyMs: z.number().nullable(),
      /** Providers (ai, whatsapp, payments) with credentials: their last live check. */
      lastCheck: ZProviderStatus.nullable(),
    }),
  ),
  resources: z.object({
    /** Process CPU time over wall time since the previous reading, percent of one core. */
    cpuPercent: z.number().nullable(),
    loadAverage: z.number().nullable(),
    cpuCount: z.number().int(),
    memory: z.object({
      rssBytes: z.number(),
      heapUsedBytes: z.number(),
      systemTotalBytes: z.number(),
      systemFreeBytes: z.number(),
    }),
    disk: z.object({ totalBytes: z.number(), freeBytes: z.number(), path: z.string() }).nullable(),
    processUptimeSeconds: z.number(),
    runtime: z.string(),
  }),
  alerts: z.array(ZAlert),
});
export type TAdminMonitoring = z.infer<typeof ZAdminMonitoring>;

// ---------- analytics ----------

export const ANALYTICS_PERIODS = ['7', '30', '90'] as const;
export const ZAnalyticsPeriod = z.enum(ANALYTICS_PERIODS, { error: t('admin.validation.invalidPeriod') });
export type TAnalyticsPeriod = z.infer<typeof ZAnalyticsPeriod>;
export const ZAnalyticsQuery = z.object({ period: ZAnalyticsPeriod.default('30') });

export const ZAdminAnalytics = z.object({
  period: ZAnalyticsPeriod,
  users: z.object({ total: z.number().int(), newInPeriod: z.number().int() }),
  weddings: z.object({
    total: z.number().int(),
    trial: z.number().int(),
    paid: z.number().int(),
    newInPeriod: z.number().int(),
  }),
  messages: z.object({ total: z.number().int(), inPeriod: z.number().int() }),
  /** Net of refunds; counts are sales (a couple package is one sale), as on the revenue screen. */
  revenue: z.object({
    totalCents: z.number().int(),
    subscriptionsCents: z.number().int(),
    oneTimeCents: z.number().int(),
    subscriptions: z.number().int(),
    oneTimePurchases: z.number().int(),
  }),
  /** Percent of the period's guest questions the assistant found an answer for. */
  aiSuccessRate: z.number().nullable(),
  responseTime: ZResponseTime,
  topWeddings: z.array(
    z.object({
      id: z.number().int(),
      brideName: z.string(),
      groomName: z.string(),
      messages: z.number().int(),
      status: z.enum(WEDDING_STATUS_CODES),
    }),
  ),
  /** Each day of the period and the same day one period earlier. */
  messagesPerDay: z.array(
    z.object({ day: z.string(), count: z.number().int(), previousDay: z.string(), previousCount: z.number().int() }),
  ),
  /** The period against the one before it. */
  trends: z.object({ newUsers: ZTrend, newWeddings: ZTrend, messages: ZTrend, revenue: ZTrend }),
  system: z.object({
    status: ZSystemStatus,
    uptime: z.number().nullable(),
    errorRate: z.number().nullable(),
    requests: z.number().int(),
  }),
  ai: z.object({
    total: z.number().int(),
    answered: z.number().int(),
    avgConfidence: z.number().nullable(),
    flagged: z.number().int(),
  }),
});
export type TAdminAnalytics = z.infer<typeof ZAdminAnalytics>;

// ---------- AI control ----------

export { ASSISTANT_SETTINGS_DEFAULTS } from './assistant-settings-defaults.ts';

export const ZAssistantSettings = z.object({
  autoModeration: z.boolean(),
  confidenceThreshold: z
    .number({ error: t('admin.ai.threshold.invalid') })
    .min(0, t('admin.ai.threshold.invalid'))
    .max(1, t('admin.ai.threshold.invalid'))
    // Step 0.1 (spec 001 section 5).
    .transform((v) => Math.round(v * 10) / 10),
  maxResponseLength: z
    .number({ error: t('admin.ai.maxLength.invalid') })
    .int(t('admin.ai.maxLength.invalid'))
    .min(100, t('admin.ai.maxLength.invalid'))
    .max(1000, t('admin.ai.maxLength.invalid')),
  systemInstructions: z
    .string({ error: t('admin.ai.instructions.invalid') })
    .trim()
    .max(4000, t('admin.ai.instructions.invalid')),
});
export type TAssistantSettings = z.infer<typeof ZAssistantSettings>;
export const ZUpdateAssistantSettingsRequest = ZAssistantSettings.partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: t('admin.users.nothingToChange') });
export type TUpdateAssistantSettingsRequest = z.input<typeof ZUpdateAssistantSettingsRequest>;

export const REVIEW_VERDICTS = ['right', 'wrong'] as const;
export const ZReviewFlaggedAnswerRequest = z
  .object({ verdict: z.enum(REVIEW_VERDICTS, { error: t('admin.ai.flagged.invalidVerdict') }) })
  .strict();
export type TReviewFlaggedAnswerRequest = z.infer<typeof ZReviewFlaggedAnswerRequest>;

/** An answer flagged when it was sent, with the threshold of that moment and an administrator's review. */
export const ZFlaggedAnswer = z.object({
  id: z.number().int(),
  wedding: z.object({ id: z.number().int(), names: z.string() }),
  question: z.string(),
  response: z.string().nullable(),
  confidence: z.number().nullable(),
  threshold: z.number(),
  answeredBy: z.enum(['engine', 'model', 'couple']).nullable(),
  verdict: z.enum(REVIEW_VERDICTS).nullable(),
  reviewedBy: z.string().nullable(),
  timestamp: z.string(),
  /** « Pourquoi cette réponse ? »: what the engine understood and weighed (null for a reply stored without one). */
  trace: ZAnswerTrace.nullable(),
});
export type TFlaggedAnswer = z.infer<typeof ZFlaggedAnswer>;

export const ZAdminAiControl = z.object({
  totalResponses: z.number().int(),
  /** Percent of guest questions answered from a fact (« répondues »: that says nothing of whether it was right). */
  successRate: z.number().nullable(),
  /** 0..1 */
  avgConfidence: z.number().nullable(),
  /** Answers flagged when sent, under that moment's threshold. */
  flaggedResponses: z.number().int(),
  /** Flagged answers reviewed, and the percent of them marked right; null until one is reviewed. */
  reviewed: z.number().int(),
  rightRate: z.number().nullable(),
  /** The latest flagged answers, to review. */
  flaggedAnswers: z.array(ZFlaggedAnswer),
  recentQuestions: z.array(
    z.object({
      id: z.number().int(),
      question: z.string(),
      response: z.string().nullable(),
      confidence: z.number().nullable(),
      flagged: z.boolean(),
      timestamp: z.string(),
      wedding: z.string(),
      trace: ZAnswerTrace.nullable(),
    }),
  ),
  settings: ZAssistantSettings,
  status: z.object({
    provider: z.enum(['openai', 'local']),
    model: z.string().nullable(),
    responseTime: ZResponseTime,
  }),
});
export type TAdminAiControl = z.infer<typeof ZAdminAiControl>;

// ---------- API keys ----------

export const ZAdminApiKeys = z.object({
  openai: z.object({ configured: z.boolean(), model: z.string() }),
  /** The Account SID and the number are identifiers, not secrets; the auth token never leaves the server. */
  twilio: z.object({
    configured: z.boolean(),
    accountSid: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    authTokenConfigured: z.boolean(),
  }),
  /** The publishable key is public by design; the secret key and webhook secret never leave the server. */
  stripe: z.object({
    configured: z.boolean(),
    publicKey: z.string().nullable(),
    mode: z.enum(['live', 'test']).nullable(),
    webhookConfigured: z.boolean(),
  }),
  pricing: z.object({ coupleCents: z.number().int().nullable(), plannerCents: z.number().int().nullable() }),
  alerts: z.array(z.object({ level: z.enum(['error', 'warning', 'info']), message: z.string() })),
  lastChecks: z.partialRecord(ZProvider, ZProviderStatus),
});
export type TAdminApiKeys = z.infer<typeof ZAdminApiKeys>;

export const ZProviderTestResult = z.object({
  provider: ZProvider,
  ok: z.boolean(),
  message: z.string(),
  latencyMs: z.number().nullable(),
});
export type TProviderTestResult = z.infer<typeof ZProviderTestResult>;
/** "Tester la connexion" answers the recorded check (null when the provider is not configured). */
export const ZProviderTestResponse = ZProviderTestResult.extend({ checkedAt: z.string().nullable() });
export type TProviderTestResponse = z.infer<typeof ZProviderTestResponse>;
