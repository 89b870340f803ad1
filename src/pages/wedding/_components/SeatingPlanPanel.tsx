// « Le plan de table »: tables and who sits at each, from a spreadsheet (`Table;Prénom;Nom`, each bad line told in
// French) or arranged here, one guest at a time.
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { weddingDayApi } from '../../../lib/guest-list-api.ts';
import { readTextFile } from '../../../lib/read-text-file.ts';
import { seatingCounts, t } from '../../../shared/messages/households.ts';
import type { TSeatingImportResult, TSeatingPlan } from '../../../shared/schemas/households.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

export default function SeatingPlanPanel({
  weddingId,
  plan,
  onChange,
}: {
  weddingId: number;
  plan: TSeatingPlan;
  onChange: () => void;
}) {
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<TSeatingImportResult | null>(null);
  const [newTable, setNewTable] = useState('');
  const [busy, setBusy] = useState(false);

  const fail = (failure: unknown) => {
    handleUnauthenticated(failure);
    showError(errorMessage(failure, t('day.saveFailed')));
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    if (!file) return;
    try {
      const text = await readTextFile(file);
      setPreview(await weddingDayApi.importSeating(weddingId, text, false));
      setCsv(text);
    } catch (failure) {
      fail(failure);
    }
  }

  async function confirm() {
    if (!csv) return;
    setBusy(true);
    try {
      const result = await weddingDayApi.importSeating(weddingId, csv, true);
      showToast({ title: t('day.seating.saved'), description: seatingCounts(result) });
      setPreview(null);
      setCsv(null);
      onChange();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  }

  /** The whole plan, as it is, with one change. */
  async function save(tables: { id?: number; name: string; guestIds: number[] }[]) {
    setBusy(true);
    try {
      await weddingDayApi.saveSeating(weddingId, { tables });
      showToast({ title: t('day.seating.saved') });
      onChange();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  }
  const current = () =>
    plan.tables.map((table) => ({ id: table.id, name: table.name, guestIds: table.members.map((m) => m.id) }));
  const seat = (guestId: number, tableId: number | null) =>
    save(
      current().map((table) => ({
        ...table,
        guestIds:
          table.id === tableId
            ? [...table.guestIds.filter((id) => id !== guestId), guestId]
            : table.guestIds.filter((id) => id !== guestId),
      })),
    );
  const everyone = [
    ...plan.tables.flatMap((table) => table.members.map((m) => ({ ...m, tableId: table.id as number | null }))),
    ...plan.unseated.map((m) => ({ ...m, tableId: null })),
  ];

  return (
    <section aria-labelledby="day-seating-title" className="space-y-3" data-testid="seating-plan">
      <h3 id="day-seating-title" className="text-xl">
        {t('day.seating.title')}
      </h3>
      <p className="text-sm text-base-content/80">{t('day.seating.intro')}</p>
      <div className="fieldset py-1">
        <label htmlFor={fileId} className="fieldset-legend pb-1 pt-0 text-sm">
          {t('day.seating.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className="file-input w-full max-w-md"
          onChange={choose}
          disabled={busy}
          data-testid="seating-file"
        />
      </div>
      {preview && (
        <div className="space-y-2" data-testid="seating-preview">
          <p className="font-medium" role="status">
            {seatingCounts(preview)}
          </p>
          <div
            className="overflow-x-auto rounded-box border border-base-300"
            tabIndex={0}
            role="region"
            aria-label={t('day.seating.preview')}
          >
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{t('day.seating.col.line')}</th>
                  <th scope="col">{t('day.seating.col.table')}</th>
                  <th scope="col">{t('day.seating.col.name')}</th>
                  <th scope="col">{t('day.seating.col.errors')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} data-testid="seating-preview-row">
                    <th scope="row">{row.line}</th>
                    <td>{row.table}</td>
                    <td>{row.name}</td>
                    <td className="text-sm text-red-700 dark:text-red-300">{row.errors.join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={confirm}
            disabled={busy || preview.seated === 0}
            data-testid="seating-confirm"
          >
            {t('day.seating.confirm')}
          </button>
        </div>
      )}
      {plan.tables.length === 0 ? (
        <p className="text-sm">{t('day.seating.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="seating-tables">
          {plan.tables.map((table) => (
            <li
              key={table.id}
              className="rounded-box border border-base-300 bg-base-100 p-3"
              data-testid="seating-table"
            >
              <p className="font-semibold">{table.name}</p>
              <ul className="text-sm">
                {table.members.map((m) => (
                  <li key={m.id}>{m.name}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (newTable.trim())
            void save([...current(), { name: newTable.trim(), guestIds: [] }]).then(() => setNewTable(''));
        }}
      >
        <label className="fieldset py-0" htmlFor={`${fileId}-table`}>
          <span className="fieldset-legend pb-1 pt-0 text-sm">{t('day.seating.newTable')}</span>
          <input
            id={`${fileId}-table`}
            className="input input-sm"
            value={newTable}
            onChange={(e) => setNewTable(e.target.value)}
            data-testid="seating-new-table"
          />
        </label>
        <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
          {t('day.seating.addTable')}
        </button>
      </form>
      {everyone.length > 0 && plan.tables.length > 0 && (
        <details className="rounded-box border border-base-300 p-3">
          <summary className="cursor-pointer text-sm font-medium">
            {t('day.seating.seatAt')} ({t('day.seating.unseated')} : {plan.unseated.length})
          </summary>
          <ul className="mt-2 space-y-1">
            {everyone.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {m.name} {m.household ? <span className="text-base-content/70">({m.household})</span> : null}
                </span>
                <select
                  aria-label={`${t('day.seating.seatAt')} ${m.name ?? ''}`}
                  className="select select-sm"
                  value={m.tableId ?? ''}
                  onChange={(e) => void seat(m.id, e.target.value ? Number(e.target.value) : null)}
                  disabled={busy}
                >
                  <option value="">{t('day.seating.none')}</option>
                  {plan.tables.map((table) => (
                    <option key={table.id} value={table.id}>
                      {table.name}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
