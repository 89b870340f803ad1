// /admin/api-management: OpenAI, Twilio and Stripe configured or not (from the server's environment), their
// non-secret identifiers (masked, with reveal and copy), connection tests (recorded: monitoring shows the same
// last check), pricing, security and alerts.
// Secrets never reach this page: the API does not send them.
import { useState, type ReactNode } from 'react';
import Tabs from '../../../components/ui/Tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TAdminApiKeys, TProvider, TProviderStatus } from '../../../shared/schemas/admin-monitoring.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { ago, euros, frDateTime } from './format.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

/** Keeps the first and last characters: enough to recognise an identifier at a glance. */
export function mask(value: string): string {
  if (value.length <= 8) return '•'.repeat(value.length);
  return `${value.slice(0, 6)}${'•'.repeat(Math.min(16, value.length - 10))}${value.slice(-4)}`;
}

export default function ApiManagementScreen() {
  const keys = useQuery(() => adminApi.apiKeys(), 'api-keys', adminReads);
  return (
    <div>
      <PageHeader title={t('admin.api.title')} subtitle={t('admin.api.subtitle')} />
      <QueryView query={keys}>{(k) => <ApiBody keys={k} />}</QueryView>
    </div>
  );
}

function ConfiguredBadge({ configured, testId }: { configured: boolean; testId?: string }) {
  return (
    <Badge tone={configured ? 'success' : 'neutral'} testId={testId}>
      {configured ? t('admin.configured') : t('admin.notConfigured')}
    </Badge>
  );
}

const PROVIDERS = ['openai', 'twilio', 'stripe'] as const satisfies readonly TProvider[];

/** Under each provider's card: what it runs with, or what stands in for it. */
function cardHint(provider: TProvider, keys: TAdminApiKeys): string {
  if (!keys[provider].configured) return t(`admin.api.fallback.${provider}`);
  if (provider === 'openai') return keys.openai.model;
  if (provider === 'twilio') return keys.twilio.phoneNumber ?? '';
  return t(`admin.api.mode.${keys.stripe.mode ?? 'test'}`);
}

/** A provider's settings as rows: its variables, masked when they identify an account. */
function ProviderRows({ provider, keys }: { provider: TProvider; keys: TAdminApiKeys }) {
  if (provider === 'openai')
    return (
      <>
        <SecretRow label={t('admin.api.apiKey')} env="OPENAI_API_KEY" configured={keys.openai.configured} />
        <PlainRow label={t('admin.api.model')} env="OPENAI_MODEL" value={keys.openai.model} />
      </>
    );
  if (provider === 'twilio')
    return (
      <>
        <IdentifierRow label={t('admin.api.accountSid')} env="TWILIO_ACCOUNT_SID" value={keys.twilio.accountSid} />
        <SecretRow
          label={t('admin.api.authToken')}
          env="TWILIO_AUTH_TOKEN"
          configured={keys.twilio.authTokenConfigured}
        />
        <IdentifierRow
          label={t('admin.api.phoneNumber')}
          env="TWILIO_WHATSAPP_NUMBER"
          value={keys.twilio.phoneNumber}
        />
      </>
    );
  return (
    <>
      <IdentifierRow
        label={t('admin.api.publishableKey')}
        env="PUBLIC_STRIPE_PUBLISHABLE_KEY"
        value={keys.stripe.publicKey}
      />
      <SecretRow label={t('admin.api.secretKey')} env="STRIPE_SECRET_KEY" configured={keys.stripe.configured} />
      <SecretRow
        label={t('admin.api.webhookSecret')}
        env="STRIPE_WEBHOOK_SECRET"
        configured={keys.stripe.webhookConfigured}
      />
      <PlainRow
        label={t('admin.api.mode')}
        value={keys.stripe.mode ? t(`admin.api.mode.${keys.stripe.mode}`) : t('admin.api.mode.simulated')}
        testId="stripe-mode"
      />
      <PlainRow
        label={t('admin.api.pricing')}
        value={[
          keys.pricing.coupleCents !== null
            ? t('admin.api.pricing.couple', { price: euros(keys.pricing.coupleCents, true) })
            : null,
          keys.pricing.plannerCents !== null
            ? t('admin.api.pricing.planner', { price: euros(keys.pricing.plannerCents, true) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </>
  );
}

function ApiBody({ keys }: { keys: TAdminApiKeys }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        {PROVIDERS.map((provider) => (
          <StatCard
            key={provider}
            testId={`api-card-${provider}`}
            label={t(`admin.api.${provider}`)}
            value={<ConfiguredBadge configured={keys[provider].configured} />}
            hint={cardHint(provider, keys)}
          />
        ))}
      </div>
      <Tabs
        label={t('admin.api.title')}
        idPrefix="api"
        items={PROVIDERS.map((provider) => ({
          key: provider,
          label: t(`admin.api.tab.${provider}`),
          content: () => (
            <ProviderPanel
              provider={provider}
              configured={keys[provider].configured}
              lastCheck={keys.lastChecks[provider] ?? null}
            >
              <ProviderRows provider={provider} keys={keys} />
            </ProviderPanel>
          ),
        }))}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Section title={t('admin.api.security')}>
          <ul className="list-inside list-disc space-y-1 text-sm">
            <li>{t('admin.api.security.browser')}</li>
            <li>{t('admin.api.security.rotation')}</li>
          </ul>
        </Section>
        <Section title={t('admin.api.alerts')} testId="api-alerts">
          {keys.alerts.length === 0 ? (
            <p className="text-sm">{t('admin.api.noAlerts')}</p>
          ) : (
            <ul className="space-y-2">
              {keys.alerts.map((a) => (
                <li key={a.message} className="flex items-start gap-2 text-sm">
                  <Badge tone={a.level === 'error' ? 'error' : a.level === 'warning' ? 'warning' : 'info'}>
                    {t(`admin.alert.${a.level}`)}
                  </Badge>
                  <span>{a.message}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

function ProviderPanel({
  provider,
  configured,
  lastCheck,
  children,
}: {
  provider: TProvider;
  configured: boolean;
  lastCheck: TProviderStatus | null;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  // The last recorded check (the scheduled job's or anyone's), replaced by this page's own test.
  const [result, setResult] = useState<{
    ok: boolean;
    message: string;
    latencyMs: number | null;
    checkedAt: string | null;
  } | null>(lastCheck);

  async function test() {
    setBusy(true);
    try {
      const r = await adminApi.testProvider(provider);
      setResult(r);
      if (r.ok) showToast({ title: t('admin.api.test.ok'), description: r.message });
      else showError(r.message, t('admin.api.test.failed'));
    } catch (error) {
      showError(errorMessage(error, t('admin.api.test.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      title={t(`admin.api.${provider}`)}
      testId={`api-panel-${provider}`}
      actions={
        <span className="flex items-center gap-2">
          {t('admin.api.status')} :
          <Badge tone={configured ? 'success' : 'neutral'} testId={`api-status-${provider}`}>
            {configured ? t('admin.active') : t('admin.inactive')}
          </Badge>
        </span>
      }
    >
      <dl className="divide-y divide-base-200">{children}</dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => void test()}
          disabled={busy || !configured}
          data-testid={`api-test-${provider}`}
        >
          {busy ? t('admin.api.testing') : t('admin.api.test')}
        </button>
        {!configured && <span className="text-sm text-base-content/75">{t(`admin.api.fallback.${provider}`)}</span>}
        {result && (
          <span className="text-sm" role="status" data-testid={`api-test-result-${provider}`}>
            <Badge tone={result.ok ? 'success' : 'error'}>
              {result.ok ? t('admin.api.test.ok') : t('admin.api.test.failed')}
            </Badge>{' '}
            {result.message}
            {result.latencyMs !== null && ` · ${result.latencyMs} ms`}
            {result.checkedAt && (
              <>
                {' · '}
                <time dateTime={result.checkedAt} title={frDateTime(result.checkedAt)}>
                  {ago(result.checkedAt)}
                </time>
              </>
            )}
          </span>
        )}
      </div>
    </Section>
  );
}

function RowShell({ label, env, children }: { label: string; env?: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-2">
      <dt>
        <span className="font-medium">{label}</span>
        {env && <span className="ml-2 font-mono text-xs text-base-content/75">{env}</span>}
      </dt>
      <dd className="flex flex-wrap items-center gap-2">{children}</dd>
    </div>
  );
}

function PlainRow({ label, env, value, testId }: { label: string; env?: string; value: string; testId?: string }) {
  return (
    <RowShell label={label} env={env}>
      <span data-testid={testId}>{value || '—'}</span>
    </RowShell>
  );
}

/** A secret: only whether it is set, never a character of it. */
function SecretRow({ label, env, configured }: { label: string; env: string; configured: boolean }) {
  return (
    <RowShell label={label} env={env}>
      <span className="font-mono text-sm" aria-label={t('admin.api.secretHidden')}>
        {configured ? '••••••••••••' : '—'}
      </span>
      <Badge tone={configured ? 'success' : 'neutral'}>
        {configured ? t('admin.configured') : t('admin.notConfigured')}
      </Badge>
    </RowShell>
  );
}

/** A public identifier: masked by default, revealable, copyable ('Copié'). */
function IdentifierRow({ label, env, value }: { label: string; env: string; value: string | null }) {
  const [revealed, setRevealed] = useState(false);
  if (!value) {
    return (
      <RowShell label={label} env={env}>
        <Badge tone="neutral">{t('admin.notConfigured')}</Badge>
      </RowShell>
    );
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(value!);
      showToast({ title: t('admin.copied') });
    } catch {
      showError(t('error.generic'));
    }
  }

  return (
    <RowShell label={label} env={env}>
      <code className="font-mono text-sm" data-testid={`identifier-${env}`}>
        {revealed ? value : mask(value)}
      </code>
      <button
        type="button"
        className="btn btn-ghost btn-xs"
        onClick={() => setRevealed((r) => !r)}
        aria-pressed={revealed}
      >
        {revealed ? t('admin.api.hide') : t('admin.api.reveal')}
      </button>
      <button type="button" className="btn btn-ghost btn-xs" onClick={() => void copy()}>
        {t('admin.copy')}
      </button>
    </RowShell>
  );
}
