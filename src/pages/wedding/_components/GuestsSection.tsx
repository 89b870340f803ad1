// « Invités »: the guest list, then the day, the households and the table plan (the households screens, as they are).
// Both halves show the answers' figures: they are read once here, again after any write on the list.
import { lazy } from 'react';
import { useGuestListVersion } from '../../../components/hooks.ts';
import { useQuery } from '../../../components/use-query.ts';
import { guestListApi } from '../../../lib/guest-list-api.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import { coupleReads } from '../../../stores/session.ts';
import GuestListTab from './GuestListTab.tsx';
import LowerSection from './LowerSection.tsx';

const WeddingDayTab = lazy(() => import('./WeddingDayTab.tsx'));

export default function GuestsSection({ weddingId }: { weddingId: number }) {
  const version = useGuestListVersion(weddingId);
  const summary = useQuery(
    () => guestListApi.rsvpSummary(weddingId),
    `wedding/${weddingId}/rsvp-summary#${version}`,
    coupleReads,
  );
  return (
    <div className="space-y-12">
      <GuestListTab weddingId={weddingId} summary={summary} />
      <LowerSection id="guests-day-title" title={t('section.guests.day')}>
        <WeddingDayTab weddingId={weddingId} partCounts={summary.data?.parts} />
      </LowerSection>
    </div>
  );
}
