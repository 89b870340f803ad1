// « Qui recevra ce message ? »: the server's count of who gets text, who gets the approved template, who cannot be
// reached and why, and the listed guests who never wrote.
import { errorMessage } from '../../../lib/api-client.ts';
import { t, tCount } from '../../../shared/messages/announcements.ts';
import type { TAnnouncementReach } from '../../../shared/schemas/announcements.ts';

type Props = { reach: TAnnouncementReach | undefined; loading: boolean; error: unknown };

export default function AnnouncementReach({ reach, loading, error }: Props) {
  return (
    <section
      aria-labelledby="announcement-reach-title"
      aria-busy={loading}
      className="min-w-0 space-y-2 self-start rounded-box bg-base-200 p-4 text-sm"
      data-testid="announcement-reach"
    >
      <h4 id="announcement-reach-title" className="text-base font-semibold">
        {t('announcement.reach.title')}
      </h4>
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorMessage(error, t('announcement.reach.loadError'))}
        </p>
      ) : !reach ? (
        <p>{t('announcement.reach.loading')}</p>
      ) : (
        <div aria-live="polite" className="space-y-2">
          <ul className="space-y-1">
            <li data-testid="reach-text">{tCount('announcement.reach.text', reach.text.length)}</li>
            <li data-testid="reach-template">{tCount('announcement.reach.template', reach.template.length)}</li>
            <li data-testid="reach-unreachable">
              {tCount('announcement.reach.unreachable', reach.unreachable.length)}
              {reach.unreachable.length > 0 && (
                <ul className="ml-4 list-disc">
                  {reach.unreachable.map((guest) => (
                    <li key={guest.guestId} className="break-words">
                      {guest.name ?? t('announcement.noName')} : {t(`announcement.reach.reason.${guest.reason}`)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          </ul>
          {reach.notConnected > 0 && (
            <p className="text-base-content/80" data-testid="reach-not-connected">
              {tCount('announcement.reach.notConnected', reach.notConnected)}
            </p>
          )}
          {!reach.live && (
            <p className="alert alert-warning py-2 text-sm" role="note" data-testid="reach-not-live">
              {t('announcement.reach.notLive')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
