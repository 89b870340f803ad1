import { t } from '../../shared/messages/couple-space.ts';

/**
 * A centred spinner. `page`: a whole screen waits (it takes the free height, the words for screen readers only);
 * otherwise a block waits inside a screen, its words shown.
 */
export function LoadingState({ label = t('ui.loading'), page = false }: { label?: string; page?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center ${page ? 'flex-1 py-24' : 'gap-3 py-16'}`}
      role="status"
      aria-live="polite"
      data-testid={page ? 'loading' : 'admin-loading'}
    >
      <span
        className={`loading loading-spinner ${page ? 'loading-lg' : 'loading-md'} text-primary`}
        aria-hidden="true"
      />
      <span className={page ? 'sr-only' : ''}>{label}</span>
    </div>
  );
}
