// « Importer un fichier CSV »: the file is sent once for a preview (nothing written), each line with what the
// import would do and its errors; only « Confirmer l'import » sends it again to be written.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { guestListApi } from '../../../lib/guest-list-api.ts';
import { importSummary, t } from '../../../shared/messages/guest-list.ts';
import { MAX_IMPORT_BYTES, type TGuestImportResult, type TGuestImportRow } from '../../../shared/schemas/guests.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { readTextFile } from '../../../lib/read-text-file.ts';

type GuestImportProps = {
  weddingId: number;
  /** After the import was written: the list reloads and says so. */
  onImported: (result: TGuestImportResult) => void;
  onCancelled: () => void;
};

/** Below md, a preview line is a card: its cells wrap side by side, each with its column's name before it. */
const CARD_ROW = 'max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:p-3';
const CELL_LABEL =
  "max-md:p-0 max-md:wrap-anywhere max-md:before:mr-1 max-md:before:font-normal max-md:before:text-base-content/75 max-md:before:content-[attr(data-label)_':_']";

const ACTION_BADGE: Record<TGuestImportRow['action'], string> = {
  create: 'badge-success',
  merge: 'badge-info',
  duplicate: 'badge-warning',
  error: 'badge-error',
};

/** Saves the rejected lines the server gave back, to fix them in a spreadsheet and import them again. */
function downloadRejected(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'lignes-rejetees.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function GuestImport({ weddingId, onImported, onCancelled }: GuestImportProps) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewTitle = useRef<HTMLHeadingElement>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<TGuestImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reading' | 'committing' | null>(null);
  /** The duplicate lines the couple confirms to merge; the others are skipped. */
  const [merge, setMerge] = useState<Set<number>>(new Set());

  // After a confirmed import the file input is focused again once it is enabled (it is disabled while sending).
  const focusInput = useRef(false);

  useEffect(() => {
    if (preview) previewTitle.current?.focus();
  }, [preview]);

  useEffect(() => {
    if (busy === null && focusInput.current) {
      focusInput.current = false;
      input.current?.focus();
    }
  }, [busy]);

  function reset() {
    setCsv(null);
    setPreview(null);
    setMerge(new Set());
    if (input.current) input.current.value = '';
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError(null);
    setPreview(null);
    setCsv(null);
    setMerge(new Set());
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setError(t('guestList.import.error.tooLarge'));
      return;
    }
    setBusy('reading');
    try {
      const text = await readTextFile(file);
      if (new TextEncoder().encode(text).length > MAX_IMPORT_BYTES) {
        setError(t('guestList.import.error.tooLarge'));
        return;
      }
      if (!text.trim()) {
        setError(t('guestList.import.error.empty'));
        return;
      }
      const result = await guestListApi.importCsv(weddingId, text, false);
      setCsv(text);
      setPreview(result);
    } catch (failure) {
      handleUnauthenticated(failure);
      setError(errorMessage(failure, t('guestList.import.failed')));
    } finally {
      setBusy(null);
    }
  }

  async function confirm() {
    if (csv === null) return;
    setBusy('committing');
    setError(null);
    try {
      const result = await guestListApi.importCsv(weddingId, csv, true, [...merge]);
      reset();
      focusInput.current = true;
      onImported(result);
    } catch (failure) {
      handleUnauthenticated(failure);
      setError(errorMessage(failure, t('guestList.import.failed')));
    } finally {
      setBusy(null);
    }
  }

  function cancel() {
    reset();
    setError(null);
    input.current?.focus();
    onCancelled();
  }

  const valid = preview ? preview.created + preview.merged + merge.size : 0;
  const rejected = preview?.rows.filter((row) => row.action === 'error') ?? [];
  const toggleMerge = (line: number) =>
    setMerge((current) => {
      const next = new Set(current);
      if (next.has(line)) next.delete(line);
      else next.add(line);
      return next;
    });
  return (
    <section
      aria-labelledby={`${fileId}-title`}
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
      data-testid="guest-import"
    >
      <h3 id={`${fileId}-title`} className="text-xl">
        {t('guestList.import.title')}
      </h3>
      <p id={`${fileId}-help`} className="text-sm text-base-content/80">
        {t('guestList.import.help')}
      </p>
      <p className="text-sm text-base-content/80">{t('guestList.import.example')}</p>
      <pre
        className="overflow-x-auto rounded bg-base-200 p-2 text-xs"
        tabIndex={0}
        aria-label={t('guestList.import.example')}
      >
        {
          'Prénom;Nom;Téléphone;Foyer;Langue;Email\nLéa;Martin;06 12 34 56 78;Famille Martin;fr;lea@example.com\nHugo;Martin;;Famille Martin;;\nJohn;Smith;+44 7911 123456;Amis de Londres;en;'
        }
      </pre>
      <div className="fieldset py-1">
        <div className="fieldset-legend pb-1 pt-0 text-sm">
          <label htmlFor={fileId}>{t('guestList.import.file')}</label>
        </div>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className="file-input w-full max-w-md"
          aria-describedby={`${fileId}-help${error ? ` ${fileId}-error` : ''}`}
          onChange={choose}
          disabled={busy !== null}
          data-testid="guest-import-file"
        />
      </div>
      {busy === 'reading' && (
        <p className="text-sm" role="status">
          <span className="loading loading-spinner loading-xs mr-2" aria-hidden="true" />
          {t('guestList.import.reading')}
        </p>
      )}
      {error && (
        <p id={`${fileId}-error`} className="alert alert-error text-sm" role="alert" data-testid="guest-import-error">
          {error}
        </p>
      )}
      {preview && (
        <div className="space-y-3" data-testid="guest-import-preview">
          <h4 ref={previewTitle} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {t('guestList.import.preview.title')}
          </h4>
          <p className="text-sm text-base-content/80">{t('guestList.import.preview.note')}</p>
          <p className="font-medium" data-testid="guest-import-summary" role="status">
            {importSummary(preview)}
          </p>
          {/* On a phone each line is a card, its cells labelled (CELL_LABEL): seven columns would hide the errors
              off to the side. From md up, the table (scrolling inside its box when it must). */}
          <div
            className="rounded-box border border-base-300 md:overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={t('guestList.import.preview.title')}
          >
            <table className="table table-sm max-md:block">
              <thead className="max-md:hidden">
                <tr>
                  <th scope="col">{t('guestList.import.col.line')}</th>
                  <th scope="col">{t('guestList.import.col.action')}</th>
                  <th scope="col">{t('guestList.col.name')}</th>
                  <th scope="col">{t('guestList.col.phone')}</th>
                  <th scope="col">{t('guestList.col.household')}</th>
                  <th scope="col">{t('guestList.col.language')}</th>
                  <th scope="col">{t('guestList.import.col.errors')}</th>
                </tr>
              </thead>
              <tbody className="max-md:block">
                {preview.rows.map((row) => (
                  <tr key={row.line} data-testid="guest-import-row" data-action={row.action} className={CARD_ROW}>
                    <th scope="row" className={CELL_LABEL} data-label={t('guestList.import.col.line')}>
                      {row.line}
                    </th>
                    <td className="max-md:p-0">
                      <span className={`badge badge-sm whitespace-nowrap ${ACTION_BADGE[row.action]}`}>
                        {t(`guestList.import.action.${row.action}`)}
                      </span>
                    </td>
                    <td className={`${CELL_LABEL} max-md:w-full`} data-label={t('guestList.col.name')}>
                      {row.name || row.typed.name || t('guestList.none')}
                    </td>
                    <td
                      className={`${CELL_LABEL} whitespace-nowrap font-mono text-xs max-md:w-full`}
                      data-label={t('guestList.col.phone')}
                    >
                      {row.phoneNumber ?? (row.typed.phone || t('guestList.none'))}
                    </td>
                    <td className={`${CELL_LABEL} max-md:w-full`} data-label={t('guestList.col.household')}>
                      {row.household ?? t('guestList.none')}
                      {row.householdProposed && (
                        <span className="badge badge-ghost badge-xs ml-1">
                          {t('guestList.import.householdProposed')}
                        </span>
                      )}
                    </td>
                    <td className={`${CELL_LABEL} max-md:w-full`} data-label={t('guestList.col.language')}>
                      {row.language ? t(`guestList.language.${row.language}`) : t('guestList.none')}
                    </td>
                    <td className="md:min-w-56 max-md:w-full max-md:p-0 max-md:empty:hidden">
                      {row.errors.length > 0 && (
                        <ul className="text-sm text-red-700 dark:text-red-300" data-testid="guest-import-row-errors">
                          {row.errors.map((message) => (
                            <li key={message}>{message}</li>
                          ))}
                        </ul>
                      )}
                      {row.duplicateOf && (
                        <label className="flex items-center gap-2 text-sm" data-testid="guest-import-duplicate">
                          <input
                            type="checkbox"
                            className="checkbox checkbox-sm"
                            checked={merge.has(row.line)}
                            onChange={() => toggleMerge(row.line)}
                          />
                          <span>
                            {row.duplicateOf.line
                              ? t('guestList.import.duplicate.line', {
                                  line: row.duplicateOf.line,
                                  name: row.duplicateOf.name ?? '',
                                })
                              : t('guestList.import.duplicate.listed', { name: row.duplicateOf.name ?? '' })}{' '}
                            — {t('guestList.import.mergeThis')}
                          </span>
                        </label>
                      )}
                      {/* Why a line merges informs, it is no error. */}
                      {row.note && (
                        <p className="text-sm text-base-content/80" data-testid="guest-import-row-note">
                          {row.note}
                        </p>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {rejected.length > 0 && preview.rejectedCsv && (
            <div
              className="alert alert-warning flex flex-wrap items-center justify-between gap-2"
              data-testid="guest-import-rejected"
            >
              <span>{t('guestList.import.rejected.help')}</span>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => downloadRejected(preview.rejectedCsv!)}
                data-testid="guest-import-rejected-download"
              >
                {t('guestList.import.rejected.download')}
              </button>
            </div>
          )}
          {valid === 0 && <p className="text-sm">{t('guestList.import.nothing')}</p>}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy !== null || valid === 0}>
              {busy === 'committing' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('guestList.import.confirm')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={cancel} disabled={busy !== null}>
              {t('guestList.import.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
