// « Annonces envoyées »: each announcement (date, audience, text), its counts per delivery status as the server keeps
// them from Twilio's callbacks, and a disclosure with each guest's copy.
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { explainDeliveryError } from '../../../shared/delivery-errors.ts';
import { t, tCount } from '../../../shared/messages/announcements.ts';
import type { TAnnouncement, TDeliveryStatus } from '../../../shared/schemas/announcements.ts';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';

/** The badges shown for each announcement; « Échec » also counts what Twilio reports undelivered. */
const BADGES: { label: Parameters<typeof t>[0]; statuses: TDeliveryStatus[] }[] = [
  { label: 'announcement.status.sent', statuses: ['sent'] },
  { label: 'announcement.status.delivered', statuses: ['delivered'] },
  { label: 'announcement.status.read', statuses: ['read'] },
  { label: 'announcement.status.queued', statuses: ['queued'] },
  { label: 'announcement.status.failed', statuses: ['failed', 'undelivered'] },
];

type Props = { announcements: TAnnouncement[] | undefined; error: unknown; onRetry: () => void };

export default function AnnouncementHistory({ announcements, error, onRetry }: Props) {
  return (
    <section aria-labelledby="announcement-history-title" className="space-y-3" data-testid="announcement-history">
      <h3 id="announcement-history-title" className="text-xl">
        {t('announcement.history.title')}
      </h3>
      {error ? (
        <ErrorState error={error} fallback={t('announcement.history.loadError')} onRetry={onRetry} />
      ) : !announcements ? (
        <LoadingState page />
      ) : announcements.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/80">
          {t('announcement.history.empty')}
        </p>
      ) : (
        <ul className="space-y-4">
          {announcements.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementItem announcement={announcement} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AnnouncementItem({ announcement }: { announcement: TAnnouncement }) {
  const { counts, deliveries } = announcement;
  return (
    <article className="space-y-2 rounded-box border border-base-300 p-4" data-testid="announcement-item">
      <p className="flex flex-wrap gap-x-4 text-sm text-base-content/80">
        <span>{t('announcement.history.sentAt', { date: formatDateTime(announcement.createdAt) })}</span>
        <span>
          {t('announcement.history.audience', {
            audience: announcement.audience ?? t('announcement.form.audience.all'),
          })}
        </span>
      </p>
      <p className="whitespace-pre-line break-words">{announcement.body}</p>
      <ul
        className="flex flex-wrap gap-2"
        aria-label={t('announcement.history.col.status')}
        data-testid="announcement-counts"
      >
        {BADGES.map((badge) => (
          <li key={badge.label} className="badge badge-outline">
            {t(badge.label)} : {badge.statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0)}
          </li>
        ))}
      </ul>
      {deliveries.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium">
            {tCount('announcement.history.details', deliveries.length)}
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{t('announcement.history.col.name')}</th>
                  <th scope="col">{t('announcement.history.col.mode')}</th>
                  <th scope="col">{t('announcement.history.col.status')}</th>
                  <th scope="col">{t('announcement.history.col.error')}</th>
                </tr>
              </thead>
              <tbody>
                {deliveries.map((delivery) => (
                  <tr key={delivery.guestId} data-testid="announcement-delivery">
                    <td className="break-words">{delivery.name ?? t('announcement.noName')}</td>
                    <td>{t(`announcement.mode.${delivery.mode}`)}</td>
                    <td>{t(`announcement.status.${delivery.status}`)}</td>
                    <td className="break-words" title={delivery.error ?? undefined}>
                      {delivery.error ? explainDeliveryError(delivery.error) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </article>
  );
}
