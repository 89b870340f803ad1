// « Invités »: the guest list, then the day, the households and the table plan (the households screens, as they are).
import { lazy } from 'react';
import { t } from '../../../shared/messages/couple-space.ts';
import GuestListTab from './GuestListTab.tsx';
import LowerSection from './LowerSection.tsx';

const WeddingDayTab = lazy(() => import('./WeddingDayTab.tsx'));

export default function GuestsSection({ weddingId }: { weddingId: number }) {
  return (
    <div className="space-y-12">
      <GuestListTab weddingId={weddingId} />
      <LowerSection id="guests-day-title" title={t('section.guests.day')}>
        <WeddingDayTab weddingId={weddingId} />
      </LowerSection>
    </div>
  );
}
