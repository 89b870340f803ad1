// What a block shows while its data loads, when the load failed, and when there is nothing to show.
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { t } from '../../shared/messages/couple-space.ts';

/**
 * A centred spinner. `page`: a whole screen waits (it takes the free height, the words for screen readers only);
 * otherwise a block waits inside a screen, its words shown.
 */
export function LoadingState({ label = t('ui.loading'), page = false }: { label?: string; page?: boolean }) {
  return page ? (
    <div
      className="flex flex-1 items-center justify-center py-24"
      role="status"
      aria-live="polite"
      data-testid="loading"
    >
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  ) : (
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

/** The server's French message (or `fallback` when it sent none) and, given `onRetry`, a button to load again. */
export function ErrorState({
  error,
  fallback = t('ui.loadError'),
  onRetry,
}: {
  error: unknown;
  fallback?: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="alert alert-error">
      <span>{errorMessage(error, fallback)}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {t('ui.retry')}
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
