// Where the public site's rebuild stands after a content change (published pages go online once it is done).
import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TRebuildStatus } from '../../../shared/schemas/content.ts';
import { frDateTime } from './format.ts';
import { useAdminReady } from './use-admin-query.ts';

const POLL_MS = 2000;

/** `version` changes after each save: the status is read again, then followed while a build runs. */
export function RebuildStatus({ version }: { version: number }) {
  const ready = useAdminReady();
  const [status, setStatus] = useState<TRebuildStatus | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    adminApi.rebuildStatus().then(
      (s) => !cancelled && setStatus(s),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [ready, version, tick]);

  useEffect(() => {
    if (status?.state !== 'building') return;
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const rebuild = useCallback(async () => {
    setStatus(await adminApi.rebuild());
  }, []);

  if (!status) return null;
  let text: string;
  if (status.state === 'building') text = t('admin.rebuild.building');
  else if (status.state === 'failed') text = t('admin.rebuild.failed', { error: status.lastError ?? '' });
  else if (status.mode === 'none') text = t('admin.rebuild.none');
  else if (status.mode === 'netlify')
    text = status.lastBuiltAt
      ? t('admin.rebuild.netlify', { date: frDateTime(status.lastBuiltAt) })
      : t('admin.rebuild.done');
  else
    text = status.lastBuiltAt
      ? t('admin.rebuild.doneAt', { date: frDateTime(status.lastBuiltAt) })
      : t('admin.rebuild.done');

  return (
    <div
      className={`mb-4 flex flex-wrap items-center gap-3 rounded-box border px-4 py-3 text-sm ${
        status.state === 'failed'
          ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          : 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100'
      }`}
      role="status"
      data-testid="rebuild-status"
      data-state={status.state}
    >
      {status.state === 'building' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      <span>{text}</span>
      {status.mode !== 'none' && status.state !== 'building' && (
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => void rebuild()}>
          {t('admin.rebuild.now')}
        </button>
      )}
    </div>
  );
}
