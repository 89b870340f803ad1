// The answers to the invitation at the top of « Invités »: the server's figures (present with the people they bring,
// absent, maybe, waiting), the RSVP deadline, how guests answer, the diets for the caterer and the CSV exports.
import { guestListApi } from '../../../lib/guest-list-api.ts';
import { formatDayInFull } from '../../../shared/format.ts';
import { t, tCount } from '../../../shared/messages/guest-list.ts';
import type { TRsvpSummary } from '../../../shared/schemas/guests.ts';

type RsvpSummaryProps = { weddingId: number; summary: TRsvpSummary };

export default function RsvpSummary({ weddingId, summary }: RsvpSummaryProps) {
  const figures = [
    {
      key: 'yes',
      label: t('guestList.rsvp.stat.yes'),
      value: summary.yes,
      desc: tCount('guestList.rsvp.covers', summary.covers),
      note: summary.uncounted ? tCount('guestList.rsvp.uncounted', summary.uncounted) : null,
    },
    { key: 'no', label: t('guestList.rsvp.stat.no'), value: summary.no, desc: null, note: null },
    { key: 'maybe', label: t('guestList.rsvp.stat.maybe'), value: summary.maybe, desc: null, note: null },
    { key: 'waiting', label: t('guestList.rsvp.stat.waiting'), value: summary.waiting, desc: null, note: null },
  ] as const;

  return (
    <section aria-labelledby="rsvp-title" className="space-y-3" data-testid="rsvp-summary">
      <h3 id="rsvp-title" className="text-xl">
        {t('guestList.rsvp.title')}
      </h3>
      <dl
        className="grid w-full grid-cols-2 overflow-hidden rounded-box border border-base-300 bg-base-100 md:grid-cols-4"
        aria-label={t('guestList.rsvp.figures')}
        data-testid="rsvp-figures"
      >
        {figures.map((figure) => (
          <div key={figure.key} className="stat place-items-start py-3" data-testid={`rsvp-${figure.key}`}>
            <dt className="stat-title text-base-content/80">{figure.label}</dt>
            <dd className="stat-value text-3xl" data-testid={`rsvp-${figure.key}-value`}>
              {figure.value}
            </dd>
            {figure.desc && (
              <dd className="stat-desc text-sm text-base-content/80" data-testid={`rsvp-${figure.key}-desc`}>
                {figure.desc}
              </dd>
            )}
            {figure.note && (
              <dd
                className="stat-desc text-sm whitespace-normal text-base-content/80"
                data-testid={`rsvp-${figure.key}-note`}
              >
                {figure.note}
              </dd>
            )}
          </div>
        ))}
      </dl>

      <div className="space-y-1 text-sm">
        <p className="font-medium" data-testid="rsvp-deadline">
          {summary.rsvpDeadline
            ? t('guestList.rsvp.deadline', { date: formatDayInFull(summary.rsvpDeadline) })
            : t('guestList.rsvp.noDeadline')}
        </p>
        <p className="text-base-content/80">{t('guestList.rsvp.howItWorks')}</p>
      </div>

      <div className="flex flex-wrap gap-2">
        <a
          className="btn btn-primary btn-sm"
          href={guestListApi.exportUrl(weddingId, 'yes')}
          download
          data-testid="export-caterer"
        >
          {t('guestList.export.caterer')}
        </a>
        <a
          className="btn btn-outline btn-sm"
          href={guestListApi.exportUrl(weddingId, 'all')}
          download
          data-testid="export-all"
        >
          {t('guestList.export.all')}
        </a>
      </div>

      {summary.diets.length > 0 && (
        <section aria-labelledby="diets-title" className="space-y-2" data-testid="rsvp-diets">
          <h4 id="diets-title" className="text-lg">
            {t('guestList.diets.title')}
          </h4>
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 text-sm">
            {summary.diets.map((diet) => (
              // Each note under the member who told it; one whose author is unknown (told before that was kept) under
              // the household alone.
              <li
                key={`${diet.guestId}-${diet.name === null}`}
                className="flex flex-wrap gap-x-3 px-3 py-2"
                data-testid="rsvp-diet"
              >
                <span className="font-medium">{diet.name ?? diet.household ?? t('guestList.noName')}</span>
                {diet.name !== null && diet.household && <span className="text-base-content/80">{diet.household}</span>}
                <span className="min-w-0 basis-full break-words sm:basis-auto">{diet.notes}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
