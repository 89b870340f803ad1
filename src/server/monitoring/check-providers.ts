// The live checks of the configured providers (OpenAI, Twilio, Stripe): one cheap authenticated call each, run
// on demand (monitoring's "Vérifier maintenant", API management's "Tester la connexion") and by the scheduled job,
// every result recorded so that both screens show the same last result and time, and an availability.
import { and, desc, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { providerChecks } from '../../../db/schema/index.ts';
import { ZProvider, type TProvider, type TProviderCheck } from '../../shared/schemas/admin-monitoring.ts';
import type { Env } from '../env.ts';
import { isConfigured, testProviderConnection, type ProviderEndpoints } from './test-provider-connection.ts';

export const PROVIDERS = ZProvider.options;
/** Checks are kept as long as request metrics (see prune-request-metrics.ts). */
export const PROVIDER_CHECKS_RETENTION_MS = 35 * 86_400_000;

type Trigger = 'manual' | 'scheduled';

export type CheckProviderOptions = {
  db: Database;
  config: Env;
  provider: TProvider;
  trigger: Trigger;
  /** Tests point the SDKs at a local server. */
  endpoints?: ProviderEndpoints;
  timeoutMs?: number;
};

/** Checks one provider and records the result; a provider without credentials is not called nor recorded. */
export async function checkProvider({
  db,
  config,
  provider,
  trigger,
  endpoints,
  timeoutMs,
}: CheckProviderOptions): Promise<TProviderCheck | null> {
  if (!isConfigured(config, provider)) return null;
  const result = await testProviderConnection({ config, provider, endpoints, timeoutMs });
  const [row] = await db
    .insert(providerChecks)
    .values({ provider, ok: result.ok, message: result.message, latencyMs: result.latencyMs, trigger })
    .returning();
  return toCheck(row!);
}

export async function checkProviders({
  db,
  config,
  trigger,
  endpoints,
  timeoutMs,
}: Omit<CheckProviderOptions, 'provider'>): Promise<TProviderCheck[]> {
  const results = await Promise.all(
    PROVIDERS.map((provider) => checkProvider({ db, config, provider, trigger, endpoints, timeoutMs })),
  );
  return results.filter((r): r is TProviderCheck => r !== null);
}

function toCheck(row: typeof providerChecks.$inferSelect): TProviderCheck {
  return {
    provider: ZProvider.parse(row.provider),
    ok: row.ok,
    message: row.message,
    latencyMs: row.latencyMs,
    trigger: row.trigger,
    checkedAt: row.checkedAt.toISOString(),
  };
}

/** Each provider's latest check, with how many of its recorded checks succeeded since they began. */
export async function latestProviderChecks({ db, now = new Date() }: { db: Database; now?: Date }) {
  const since = new Date(now.getTime() - PROVIDER_CHECKS_RETENTION_MS);
  const [latest, totals] = await Promise.all([
    db
      .selectDistinctOn([providerChecks.provider])
      .from(providerChecks)
      .orderBy(providerChecks.provider, desc(providerChecks.checkedAt), desc(providerChecks.id)),
    db
      .select({
        provider: providerChecks.provider,
        checks: sql<number>`count(*)::int`,
        ok: sql<number>`count(*) filter (where ${providerChecks.ok})::int`,
        first: sql<Date>`min(${providerChecks.checkedAt})`.mapWith(providerChecks.checkedAt),
      })
      .from(providerChecks)
      .where(and(gte(providerChecks.checkedAt, since)))
      .groupBy(providerChecks.provider),
  ]);
  const out: Partial<
    Record<TProvider, TProviderCheck & { availability: { percent: number; checks: number; since: string } | null }>
  > = {};
  for (const row of latest) {
    const check = toCheck(row);
    const total = totals.find((x) => x.provider === row.provider);
    out[check.provider] = {
      ...check,
      availability:
        total && total.checks > 0
          ? {
              percent: Math.round((total.ok / total.checks) * 10000) / 100,
              checks: total.checks,
              since: new Date(total.first).toISOString(),
            }
          : null,
    };
  }
  return out;
}
