// Under a deletion's question: the money at stake the server found (paid, a balance due on a saved card, a balance
// owed), loaded when the dialog opens; the delete button waits until it is shown.
import { useState } from 'react';
import { useQuery } from '../../../components/use-query.ts';
import { deletionWarnings } from '../../../shared/deletion-warnings.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TDeletionImpact } from '../../../shared/schemas/admin.ts';
import { adminReads } from '../../../stores/admin-session.ts';

/** The impact of deleting `key` (null: no dialog open); `ready` tells the dialog it may offer to confirm. */
export function useDeletionImpact(load: () => Promise<TDeletionImpact>, key: string | null) {
  // Each opening reads anew: a payment may have come in since the dialog was last open.
  const [openings, setOpenings] = useState({ open: false, count: 0 });
  if ((key !== null) !== openings.open)
    setOpenings((o) => ({ open: key !== null, count: key !== null ? o.count + 1 : o.count }));
  const impact = useQuery(load, key === null ? null : `${key}#${openings.count}`, adminReads);
  const ready = key !== null && !impact.loading && impact.data !== undefined && !impact.error;
  return { impact, ready };
}

export function DeletionImpact({ impact }: { impact: ReturnType<typeof useDeletionImpact>['impact'] }) {
  if (impact.error)
    return (
      <p role="alert" className="alert alert-error mt-3 text-sm" data-testid="deletion-impact-error">
        {t('admin.deletion.checkFailed')}
      </p>
    );
  if (impact.loading || !impact.data)
    return (
      <p className="mt-3 text-sm text-base-content/75" role="status">
        {t('admin.deletion.checking')}
      </p>
    );
  const { warnings, notes } = deletionWarnings(impact.data.money);
  return (
    <div className="mt-3 space-y-2 text-sm" data-testid="deletion-impact">
      {warnings.length > 0 && (
        <ul role="alert" className="alert alert-warning flex flex-col items-start gap-1 text-left">
          {warnings.map((w) => (
            <li key={w} className="break-words">
              {w}
            </li>
          ))}
        </ul>
      )}
      {notes.map((n) => (
        <p key={n} className="text-base-content/80">
          {n}
        </p>
      ))}
    </div>
  );
}
