// « Questions fréquentes »: the one FAQ editor, then the test chat to try the answers as a guest would (nothing
// it says is stored nor counted).
import FaqEditor from '../../../components/FaqEditor.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import TestChat from '../../../components/TestChat.tsx';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TFaq, TWedding } from '../../../shared/schemas/weddings.ts';

type FaqTabProps = { wedding: TWedding; faqs: TFaq[] | null; onFaqsChange: (faqs: TFaq[]) => void };

export default function FaqTab({ wedding, faqs, onFaqsChange }: FaqTabProps) {
  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-base-content/80">{t('section.faq.lead')}</p>
      {faqs ? (
        <FaqEditor variant="detail" weddingId={wedding.id} faqs={faqs} onChange={onFaqsChange} />
      ) : (
        <LoadingState page />
      )}
      <section aria-labelledby="test-chat-title" className="space-y-3">
        <h2 id="test-chat-title" className="text-2xl">
          {t('weddingDetail.testChat.title')}
        </h2>
        <TestChat weddingId={wedding.id} title={`${wedding.brideName} & ${wedding.groomName}`} />
      </section>
    </div>
  );
}
