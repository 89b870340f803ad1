// The « Annonces » tab of /wedding/:id: the couple writes to their connected guests on WhatsApp (all, or one
// household), sees beforehand who the message reaches and how, and follows each announcement guest by guest.
import { useQuery } from '../../../components/use-query.ts';
import { announcementsApi } from '../../../lib/guest-list-api.ts';
import { t } from '../../../shared/messages/announcements.ts';
import { coupleReads } from '../../../stores/session.ts';
import AnnouncementForm from './AnnouncementForm.tsx';
import AnnouncementHistory from './AnnouncementHistory.tsx';

export default function AnnouncementsTab({ weddingId }: { weddingId: number }) {
  const history = useQuery(() => announcementsApi.list(weddingId), `wedding/${weddingId}/announcements`, coupleReads);
  return (
    <section aria-labelledby="announcements-title" className="space-y-8" data-testid="announcements">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="announcements-title" className="text-2xl">
            {t('announcement.title')}
          </h2>
          <p className="text-sm text-base-content/80">{t('announcement.intro')}</p>
        </div>
        <a className="btn btn-outline btn-sm" href={`/wedding/links?id=${weddingId}`} data-testid="guest-links-link">
          {t('announcement.links.open')}
        </a>
      </div>
      <AnnouncementForm weddingId={weddingId} onSent={history.reload} />
      <AnnouncementHistory announcements={history.data} error={history.error} onRetry={history.reload} />
    </section>
  );
}
