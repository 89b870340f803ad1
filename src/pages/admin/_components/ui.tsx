// Building blocks shared by the back-office screens (daisyUI 5): headers, stat cards and trends, states, switches.
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TTrend } from '../../../shared/schemas/admin.ts';

/** Text colours that keep a 4.5:1 contrast on both themes (daisyUI's status colours are too light for text). */
export const TEXT_TONES = {
  success: 'text-green-700 dark:text-green-300',
  warning: 'text-amber-700 dark:text-amber-300',
  error: 'text-red-700 dark:text-red-300',
} as const;

/** A small destructive button whose text keeps its contrast (daisyUI's btn-error outline does not). */
export const DANGER_BUTTON =
  'btn btn-outline btn-xs border-red-700 text-red-700 hover:bg-red-700 hover:text-white dark:border-red-300 dark:text-red-300 dark:hover:bg-red-300 dark:hover:text-red-950';

const BADGE_TONES = {
  success: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  error: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  primary: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  neutral: 'bg-base-200 text-base-content',
} as const;
export type Tone = keyof typeof BADGE_TONES;

export function Badge({ tone = 'neutral', children, testId }: { tone?: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`badge whitespace-nowrap border-0 ${BADGE_TONES[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-base-content/75">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

/** A figure against the same figure of the window before it (« ▲ +9,1 % 12 nouveaux en 30 jours, contre 11 … »). */
export function TrendLine({
  trend,
  format,
  what,
  before,
  testId,
}: {
  trend: TTrend;
  format: (n: number) => string;
  what: string;
  before: string;
  testId?: string;
}) {
  const up = trend.current > trend.previous;
  const down = trend.current < trend.previous;
  const tone = up ? TEXT_TONES.success : down ? TEXT_TONES.error : 'text-base-content/75';
  const change =
    trend.percent === null
      ? ''
      : `${trend.percent > 0 ? '+' : ''}${trend.percent.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;
  return (
    <p className="text-xs sm:text-sm" data-testid={testId}>
      <span className={`font-semibold ${tone}`}>
        <span aria-hidden="true">{up ? '▲' : down ? '▼' : '='}</span>
        {change && ` ${change}`}
      </span>{' '}
      <span className="text-base-content/75">
        {t('admin.trend.line', { current: format(trend.current), what, previous: format(trend.previous), before })}
      </span>
    </p>
  );
}

export function StatCard({
  label,
  value,
  hint,
  testId,
  tone,
  trend,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
  tone?: 'success' | 'warning' | 'error';
  trend?: ReactNode;
}) {
  const toneClass = tone ? TEXT_TONES[tone] : '';
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm" data-testid={testId}>
      {/* Compact under 640 px: four cards hold in two rows instead of filling the first screen. */}
      <div className="card-body gap-0.5 p-3 sm:gap-1 sm:p-5">
        <p className="text-xs font-medium text-base-content/75 sm:text-sm">{label}</p>
        <p
          className={`text-xl font-bold sm:text-2xl ${toneClass}`}
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
        </p>
        {hint && <p className="text-xs text-base-content/75 sm:text-sm">{hint}</p>}
        {trend}
      </div>
    </div>
  );
}

export function Section({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" data-testid={testId}>
      <div className="card-body p-5">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title text-lg">{title}</h2>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}

export function EmptyState({ text, testId = 'empty-state' }: { text: string; testId?: string }) {
  return (
    <p
      className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/75"
      data-testid={testId}
    >
      {text}
    </p>
  );
}

export function LoadingState({ label = t('admin.loading') }: { label?: string }) {
  return (
    <div
      className="flex items-center justify-center gap-3 py-16"
      role="status"
      aria-live="polite"
      data-testid="admin-loading"
    >
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="alert alert-error">
      <span>{errorMessage(error, t('admin.loadError'))}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {t('admin.retry')}
        </button>
      )}
    </div>
  );
}

/** Loading, error or the content, for one query. */
export function QueryView<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; loading: boolean; reload: () => void };
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <ErrorState error={query.error} onRetry={query.reload} />;
  if (query.data === undefined) return <LoadingState />;
  return <>{children(query.data)}</>;
}

export function Toggle({
  id,
  label,
  checked,
  onChange,
  disabled,
  testId,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="toggle toggle-primary"
        checked={checked}
        disabled={disabled}
        aria-checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
}

/** A choice among a few values (periods), as pressed buttons. */
export function Segmented<K extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  testId?: string;
}) {
  return (
    <div role="group" aria-label={label} className="join" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          className={`btn join-item btn-sm ${o.key === value ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={o.key === value}
          onClick={() => onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function Meter({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: number | null;
  detail: string;
  testId?: string;
}) {
  const pct = value === null ? 0 : Math.max(0, Math.min(100, value));
  const tone = pct >= 90 ? 'progress-error' : pct >= 70 ? 'progress-warning' : 'progress-success';
  return (
    <div data-testid={testId}>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span>{detail}</span>
      </div>
      <progress className={`progress w-full ${tone}`} value={pct} max={100} aria-label={`${label} : ${detail}`} />
    </div>
  );
}

export function StatusDot({ status }: { status: string }) {
  const color =
    status === 'operational'
      ? 'bg-success'
      : status === 'degraded'
        ? 'bg-warning'
        : status === 'down'
          ? 'bg-error'
          : 'bg-base-300';
  return <span className={`inline-block h-3 w-3 shrink-0 rounded-full ${color}`} aria-hidden="true" />;
}

/** Status colours of spec 001 section 4: operational green, degraded yellow, down red, anything else grey. */
export function systemStatusLabel(status: string): string {
  if (status === 'operational') return t('admin.monitoring.status.operational');
  if (status === 'degraded') return t('admin.monitoring.status.degraded');
  if (status === 'down') return t('admin.monitoring.status.down');
  if (status === 'not_configured') return t('admin.notConfigured');
  if (status === 'unknown') return t('admin.monitoring.status.neverChecked');
  return t('admin.monitoring.status.unknown');
}
