// « Messages »: the couple's inbox, the assistant's latest replies with their reasons, then what guests ask about
// (loaded when scrolled to).
import { lazy } from 'react';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TFaq } from '../../../shared/schemas/weddings.ts';
import InboxTab from './InboxTab.tsx';
import LowerSection from './LowerSection.tsx';

const LatestReplies = lazy(() => import('./LatestReplies.tsx'));
const WeddingInsights = lazy(() => import('../../../components/WeddingInsights.tsx'));

type MessagesSectionProps = { weddingId: number; onFaqsChange: (faqs: TFaq[]) => void };

export default function MessagesSection({ weddingId, onFaqsChange }: MessagesSectionProps) {
  return (
    <div className="space-y-12">
      <InboxTab weddingId={weddingId} onFaqsChange={onFaqsChange} />
      <LowerSection id="latest-replies-title" title={t('section.messages.latest')}>
        <LatestReplies weddingId={weddingId} />
      </LowerSection>
      <LowerSection id="insights-title" title={t('section.messages.insights')} whenVisible>
        <WeddingInsights weddingId={weddingId} />
      </LowerSection>
    </div>
  );
}
