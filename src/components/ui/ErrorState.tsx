import { errorMessage } from '../../lib/api-client.ts';
import { t } from '../../shared/messages/couple-space.ts';

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
