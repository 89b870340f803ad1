// The couple's guests as a table; on a phone each row reads as a card whose fields carry their column's name
// (data-label), so that nothing scrolls sideways.
import { t, tCount } from '../../../shared/messages/guest-list.ts';
import type { TListedGuest } from '../../../shared/schemas/guests.ts';

type GuestTableProps = {
  guests: TListedGuest[];
  onEdit: (guest: TListedGuest) => void;
  onDelete: (guest: TListedGuest) => void;
};

/** Below `sm`, the table's parts stack as blocks and each cell shows its column's name above its value. */
const CARD_CELL =
  'max-sm:block max-sm:border-0 max-sm:px-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:text-base-content/70 max-sm:before:content-[attr(data-label)]';

export default function GuestTable({ guests, onEdit, onDelete }: GuestTableProps) {
  // The households one of whose members told their dietary notes.
  const toldBySomeone = new Set(guests.filter((g) => g.dietaryNotes).map((g) => g.householdId));
  return (
    // Focusable so that a keyboard can scroll it (axe: scrollable-region-focusable).
    <div
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100 max-sm:px-4"
      tabIndex={0}
      role="region"
      aria-label={t('guestList.table.caption')}
      data-testid="guest-table-box"
    >
      <table className="table table-sm max-sm:block" data-testid="guest-table">
        <caption className="sr-only">{t('guestList.table.caption')}</caption>
        <thead className="max-sm:hidden">
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
        <tbody className="max-sm:block">
          {guests.map((guest) => {
            const name = guest.name ?? t('guestList.noName');
            return (
              <tr
                key={guest.id}
                data-testid="guest-row"
                data-guest-id={guest.id}
                className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:py-3 max-sm:not-last:border-b max-sm:not-last:border-base-300"
              >
                <th
                  scope="row"
                  className="font-medium max-sm:col-span-2 max-sm:block max-sm:border-0 max-sm:px-0 max-sm:text-base"
                >
                  {name}
                  {!guest.listed && (
                    <span className="badge badge-ghost badge-sm ml-2 whitespace-nowrap">
                      {t('guestList.notListed')}
                    </span>
                  )}
                </th>
                <td
                  className={`whitespace-nowrap font-mono text-xs ${CARD_CELL} max-sm:before:font-sans`}
                  data-label={t('guestList.col.phone')}
                  data-testid="guest-phone"
                >
                  {guest.phoneNumber ?? t('guestList.noPhone')}
                </td>
                <td className={CARD_CELL} data-label={t('guestList.col.household')}>
                  {guest.household ?? t('guestList.none')}
                </td>
                <td className={CARD_CELL} data-label={t('guestList.col.language')}>
                  {guest.language
                    ? t(`guestList.language.${guest.language}`)
                    : guest.spokenLanguage
                      ? t('guestList.language.spoken', { language: t(`guestList.language.${guest.spokenLanguage}`) })
                      : t('guestList.none')}
                </td>
                <td
                  className={`whitespace-nowrap ${CARD_CELL}`}
                  data-label={t('guestList.col.written')}
                  data-testid="guest-written"
                >
                  {guest.hasWritten ? t('guestList.written.yes') : t('guestList.written.no')}
                </td>
                <td className={CARD_CELL} data-label={t('guestList.col.rsvp')} data-testid="guest-rsvp-cell">
                  <div className="whitespace-nowrap" data-testid="guest-rsvp">
                    <Rsvp guest={guest} />
                  </div>
                  {!guest.counted && guest.rsvp?.status && (
                    <p className="text-xs text-base-content/70" data-testid="guest-not-counted">
                      {t('guestList.outside.notCounted')}
                    </p>
                  )}
                  {guest.rsvp?.answeredBy && (
                    <p className="text-xs text-base-content/70" data-testid="guest-answered-by">
                      {t('guestList.rsvp.answeredBy', { name: guest.rsvp.answeredBy })}
                    </p>
                  )}
                  {/* Under the member who told it; the household's when none of its members' is known (told before). */}
                  {guest.dietaryNotes ? (
                    <p className="mt-0.5 min-w-40 max-w-64 text-xs text-base-content/80" data-testid="guest-diet">
                      {t('guestList.diet', { notes: guest.dietaryNotes })}
                    </p>
                  ) : (
                    guest.rsvp?.dietaryNotes &&
                    !toldBySomeone.has(guest.householdId) && (
                      <p className="mt-0.5 min-w-40 max-w-64 text-xs text-base-content/80" data-testid="guest-diet">
                        {t('guestList.householdDiet', { notes: guest.rsvp.dietaryNotes })}
                      </p>
                    )
                  )}
                </td>
                <td className="max-sm:col-span-2 max-sm:block max-sm:border-0 max-sm:px-0 max-sm:pt-2">
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
      {guest.rsvp.partySize !== null ? (
        <span className="text-base-content/80"> ({tCount('guestList.rsvp.party', guest.rsvp.partySize)})</span>
      ) : (
        guest.rsvp.uncounted && <span className="text-base-content/80"> ({t('guestList.rsvp.uncountedYes')})</span>
      )}
    </span>
  );
}
