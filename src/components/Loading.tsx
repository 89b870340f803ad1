import { t } from '../shared/messages/couple-space.ts';

/** A centred spinner with a text for screen readers. */
export default function Loading({ label = t('ui.loading') }: { label?: string }) {
  return (
    <div
      className="flex flex-1 items-center justify-center py-24"
      role="status"
      aria-live="polite"
      data-testid="loading"
    >
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
