// The « Invités » tab of /wedding/:id: the couple's guest list (added by hand or imported from a CSV, and the
// guests who wrote first), its counts, the answers to the invitation and a filter on them, add / edit / delete, and
// the import with its preview.
import { useEffect, useRef, useState } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import Modal from '../../../components/ui/Modal.tsx';
import { useGuestListVersion } from '../../../components/hooks.ts';
import { useQuery, type QueryResult } from '../../../components/use-query.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { guestListApi } from '../../../lib/guest-list-api.ts';
import { importSummary, t, tCount } from '../../../shared/messages/guest-list.ts';
import { outsideWroteLabel } from '../../../shared/messages/couple.ts';
import type { TGuestImportResult, TGuestInput, TListedGuest, TRsvpSummary } from '../../../shared/schemas/guests.ts';
import { keptByRsvpFilter, RSVP_FILTERS, type TRsvpFilter } from '../../../shared/rsvp-filter.ts';
import { noteGuestListChange } from '../../../stores/guest-list-changes.ts';
import { coupleReads, handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import GuestForm, { draftOf } from './GuestForm.tsx';
import GuestImport from './GuestImport.tsx';
import GuestTable from './GuestTable.tsx';
import OutsideAnswers from './OutsideAnswers.tsx';
import RsvpSummary from './RsvpSummary.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';

/** The guest being edited, or 'new' for « Ajouter un invité ». */
type Editing = TListedGuest | 'new' | null;

/** Whether the list's filter keeps a guest: the same rule as the server's figures and export. */
const keptBy = (filter: TRsvpFilter, guest: TListedGuest) =>
  keptByRsvpFilter(filter, { listed: guest.listed, counted: guest.counted, status: guest.rsvp?.status ?? null });

/** « Présents (2) »: a filter's count is the summary's figure. */
function filterLabel(filter: TRsvpFilter, summary: TRsvpSummary | undefined): string {
  const label = t(`guestList.filter.${filter}`);
  return filter === 'all' || !summary ? label : `${label} (${summary[filter]})`;
}

/** `summary`: the answers' figures, read by GuestsSection for both halves of « Invités ». */
export default function GuestListTab({
  weddingId,
  summary,
}: {
  weddingId: number;
  summary: QueryResult<TRsvpSummary>;
}) {
  const version = useGuestListVersion(weddingId);
  const guests = useQuery(() => guestListApi.listed(weddingId), `wedding/${weddingId}/guests#${version}`, coupleReads);
  const [filter, setFilter] = useState<TRsvpFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TListedGuest | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = guests.data ?? [];
  // The figures are the server's: they are asked again whenever the list is, here and on the rest of the page.
  const reload = () => noteGuestListChange(weddingId);
  // After a save or a delete, focus goes to « Ajouter un invité » once the dialog has closed (a closing <dialog>
  // gives it back to the button that opened it, which a delete takes away).
  const refocus = useRef(false);

  useEffect(() => {
    if (editing === null && deleting === null && refocus.current) {
      refocus.current = false;
      addButton.current?.focus();
    }
  }, [editing, deleting]);

  async function save(input: TGuestInput) {
    const known = new Set(list.map((guest) => guest.id));
    try {
      if (editing && editing !== 'new') {
        await guestListApi.update(weddingId, editing.id, input);
        showToast({ title: t('guestList.updated') });
      } else {
        const saved = await guestListApi.add(weddingId, input);
        // A phone already on the list completes that guest: the server returns the existing one.
        showToast({ title: t(known.has(saved.id) ? 'guestList.updated' : 'guestList.added') });
      }
    } catch (error) {
      handleUnauthenticated(error);
      throw error; // the form shows the server's words next to its fields
    }
    refocus.current = true;
    setEditing(null);
    reload();
  }

  async function remove(guest: TListedGuest) {
    try {
      // One who wrote stays in the list as a guest of the conversation: the server's list says who remains.
      const { message } = await guestListApi.remove(weddingId, guest.id);
      reload();
      showToast({ title: message });
      refocus.current = true;
      setDeleting(null);
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('guestList.deleteFailed')));
    }
  }

  function imported(result: TGuestImportResult) {
    reload();
    showToast({ title: t('guestList.import.done'), description: importSummary(result) });
  }

  const listed = list.filter((guest) => guest.listed).length;
  // The households an answer outside the list may join: those of the list, once each, in the list's order.
  const listedHouseholds = [
    ...new Map(
      list
        .filter((guest) => guest.counted && guest.householdId !== null && guest.household !== null)
        .map((guest) => [guest.householdId!, { id: guest.householdId!, name: guest.household! }]),
    ).values(),
  ];
  // As the dashboard counts them (figures/get-wedding-stats.ts): who wrote among the list, and apart, who wrote from
  // outside it.
  const written = list.filter((guest) => guest.listed && guest.hasWritten).length;
  const outsideWrote = list.filter((guest) => !guest.listed && guest.hasWritten).length;
  // The server's order, kept.
  const shown = list.filter((guest) => keptBy(filter, guest));

  return (
    <section aria-labelledby="guest-list-title" className="space-y-6" data-testid="guest-list">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="guest-list-title" className="text-2xl">
            {t('guestList.title')}
          </h2>
          <p className="text-sm text-base-content/80">{t('guestList.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a className="btn btn-outline btn-sm" href={`/wedding/links?id=${weddingId}`} data-testid="guest-links">
            {t('guestList.links')}
          </a>
          <button ref={addButton} type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
            <span aria-hidden="true">+</span> {t('guestList.add')}
          </button>
        </div>
      </div>

      {summary.error ? (
        <div className="alert alert-warning" role="alert" data-testid="rsvp-error">
          <span>{errorMessage(summary.error, t('guestList.rsvp.loadError'))}</span>
          <button type="button" className="btn btn-sm" onClick={summary.reload}>
            {t('guestList.retry')}
          </button>
        </div>
      ) : summary.data ? (
        <>
          <RsvpSummary weddingId={weddingId} summary={summary.data} />
          <OutsideAnswers
            weddingId={weddingId}
            answers={summary.data.outside}
            households={listedHouseholds}
            onAccepted={reload}
          />
        </>
      ) : null}

      {guests.error ? (
        <ErrorState error={guests.error} fallback={t('guestList.loadError')} onRetry={reload} />
      ) : !guests.data ? (
        <LoadingState page />
      ) : (
        <>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-base font-medium" data-testid="guest-counts">
            <li data-testid="guest-count-listed">{tCount('guestList.count.listed', listed)}</li>
            <li data-testid="guest-count-written">{tCount('guestList.count.written', written)}</li>
            {outsideWrote > 0 ? (
              <li className="font-normal text-base-content/80" data-testid="guest-count-outside">
                {outsideWroteLabel(outsideWrote)}
              </li>
            ) : null}
          </ul>
          {list.length === 0 ? (
            <p
              className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/80"
              data-testid="guest-list-empty"
            >
              {t('guestList.empty')}
            </p>
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor="guest-rsvp-filter" className="text-sm font-medium">
                  {t('guestList.filter.label')}
                </label>
                <select
                  id="guest-rsvp-filter"
                  className="select select-sm w-auto"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value as TRsvpFilter)}
                  data-testid="guest-rsvp-filter"
                >
                  {RSVP_FILTERS.map((option) => (
                    <option key={option} value={option}>
                      {filterLabel(option, summary.data)}
                    </option>
                  ))}
                </select>
              </div>
              {shown.length === 0 ? (
                <p
                  className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/80"
                  data-testid="guest-filter-empty"
                >
                  {t('guestList.filter.empty')}
                </p>
              ) : (
                <GuestTable guests={shown} onEdit={setEditing} onDelete={setDeleting} />
              )}
            </>
          )}
        </>
      )}

      <GuestImport
        weddingId={weddingId}
        onImported={imported}
        onCancelled={() => showToast({ title: t('guestList.import.cancelled') })}
      />

      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'guestList.dialog.add' : 'guestList.dialog.edit')}
        onClose={() => setEditing(null)}
        testId="guest-dialog"
      >
        {editing !== null && (
          <GuestForm
            key={editing === 'new' ? 'new' : editing.id}
            idPrefix="guest"
            initial={draftOf(editing === 'new' ? null : editing)}
            onCancel={() => setEditing(null)}
            onSave={save}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title={t('guestList.delete.title')}
        message={t('guestList.delete.confirm', { name: deleting?.name ?? deleting?.phoneNumber ?? '' })}
        confirmLabel={t('guestList.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </section>
  );
}
