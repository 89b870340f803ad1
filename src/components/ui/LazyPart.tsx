// A part of a page whose code loads when it is first shown (React.lazy). When that code cannot be fetched (the site was
// deployed again while the page stayed open, and the old file is gone, or the network dropped), the part says so and
// offers to reload, instead of leaving an empty island.
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { pagePartMessages as words } from '../../shared/messages/page-parts.ts';
import { LoadingState } from './LoadingState.tsx';

function PartFailed() {
  return (
    <div role="alert" className="alert alert-warning my-6 flex flex-wrap items-center gap-3" data-testid="part-failed">
      <span>{words['part.failed']}</span>
      <button type="button" className="btn btn-sm" onClick={() => window.location.reload()}>
        {words['part.reload']}
      </button>
    </div>
  );
}

export function LazyPart({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ErrorBoundary fallback={<PartFailed />}>
      <Suspense fallback={fallback ?? <LoadingState page />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
