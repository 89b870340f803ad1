// Where the public site's rebuild stands after a content change (published pages go online once it is done).
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '../../../components/use-query.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { frDateTime } from './format.ts';

const POLL_MS = 2000;

/** `version` changes after each save: the status is read again, then followed while a build runs. */
export function RebuildStatus({ version }: { version: number }) {
  const [tick, setTick] = useState(0);
  // Each save and each poll is a new key: the last status stays on screen while the next one loads.
  const query = useQuery(() => adminApi.rebuildStatus(), `rebuild-status/${version}/${tick}`, adminReads);
  const status = query.data;
  const { setData } = query;

  useEffect(() => {
    if (status?.state !== 'building') return;
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const rebuild = useCallback(async () => {
    const next = await adminApi.rebuild();
    setData(() => next);
  }, [setData]);

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
