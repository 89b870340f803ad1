import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';

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
