// A service's state on the monitoring screen (spec 001 section 4): operational green, degraded yellow, down red,
// anything else grey.
import { t } from '../../../shared/messages/index.ts';

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

export function systemStatusLabel(status: string): string {
  if (status === 'operational') return t('admin.monitoring.status.operational');
  if (status === 'degraded') return t('admin.monitoring.status.degraded');
  if (status === 'down') return t('admin.monitoring.status.down');
  if (status === 'not_configured') return t('admin.notConfigured');
  if (status === 'unknown') return t('admin.monitoring.status.neverChecked');
  return t('admin.monitoring.status.unknown');
}
