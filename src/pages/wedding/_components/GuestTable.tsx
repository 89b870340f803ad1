// The couple's guests as a table; on a narrow screen the table scrolls inside its own box, never the page.
import { t, tCount } from '../../../shared/messages/guest-list.ts';
import type { TListedGuest } from '../../../shared/schemas/guests.ts';

type GuestTableProps = {
  guests: TListedGuest[];
  onEdit: (guest: TListedGuest) => void;
  onDelete: (guest: TListedGuest) => void;
};

export default function GuestTable({ guests, onEdit, onDelete }: GuestTableProps) {
  return (
    // Focusable so that a keyboard can scroll it (axe: scrollable-region-focusable).
    <div
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
      tabIndex={0}
      role="region"
      aria-label={t('guestList.table.caption')}
      data-testid="guest-table-box"
    >
      <table className="table table-sm" data-testid="guest-table">
        <caption className="sr-only">{t('guestList.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('guestList.col.name')}</th>
            <th scope="col">{t('guestList.col.phone')}</th>
            <th scope="col">{t('guestList.col.household')}</th>
            <th scope="col">{t('guestList.col.language')}</th>
            <th scope="col">{t('guestList.col.written')}</th>
            <th scope="col">{t('guestList.col.rsvp')}</th>
            <th scope="col">{t('guestList.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => {
            const name = guest.name ?? t('guestList.noName');
            return (
              <tr key={guest.id} data-testid="guest-row" data-guest-id={guest.id}>
                <th scope="row" className="font-medium">
                  {name}
                  {!guest.listed && (
                    <span className="badge badge-ghost badge-sm ml-2 whitespace-nowrap">
                      {t('guestList.notListed')}
                    </span>
                  )}
                </th>
                <td className="whitespace-nowrap font-mono text-xs" data-testid="guest-phone">
                  {guest.phoneNumber ?? t('guestList.noPhone')}
                </td>
                <td>{guest.household ?? t('guestList.none')}</td>
                <td>{guest.language ? t(`guestList.language.${guest.language}`) : t('guestList.none')}</td>
                <td className="whitespace-nowrap" data-testid="guest-written">
                  {guest.hasWritten ? t('guestList.written.yes') : t('guestList.written.no')}
                </td>
                <td data-testid="guest-rsvp-cell">
                  <div className="whitespace-nowrap" data-testid="guest-rsvp">
                    <Rsvp guest={guest} />
                  </div>
                  {guest.rsvp?.answeredBy && (
                    <p className="text-xs text-base-content/70" data-testid="guest-answered-by">
                      {t('guestList.rsvp.answeredBy', { name: guest.rsvp.answeredBy })}
                    </p>
                  )}
                  {guest.rsvp?.dietaryNotes && (
                    <p className="mt-0.5 min-w-40 max-w-64 text-xs text-base-content/80" data-testid="guest-diet">
                      {t('guestList.diet', { notes: guest.rsvp.dietaryNotes })}
                    </p>
                  )}
                </td>
                <td>
                  <div className="flex gap-1">
                    <button type="button" className="btn btn-outline btn-primary btn-xs" onClick={() => onEdit(guest)}>
                      {t('guestList.edit')}
                      <span className="sr-only"> : {name}</span>
                    </button>
                    {/* One who only wrote is not on the list: nothing to take off. */}
                    {guest.listed && (
                      <button
                        type="button"
                        className="btn btn-outline btn-error btn-xs"
                        onClick={() => onDelete(guest)}
                      >
                        {t('guestList.delete')}
                        <span className="sr-only"> : {name}</span>
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Rsvp({ guest }: { guest: TListedGuest }) {
  if (!guest.rsvp?.status) return <span className="text-base-content/80">{t('guestList.rsvp.pending')}</span>;
  const label = t(`guestList.rsvp.${guest.rsvp.status}`);
  return (
    <span>
      {label}
      {guest.rsvp.partySize !== null && (
        <span className="text-base-content/80"> ({tCount('guestList.rsvp.party', guest.rsvp.partySize)})</span>
      )}
    </span>
  );
}
