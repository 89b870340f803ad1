// Statistics of a wedding for its couple: messages per day, most asked facts, questions without an answer.
import { lazy, useState } from 'react';
import { api, errorMessage } from '../lib/api-client.ts';
import { formatDateTime } from '../shared/format.ts';
import { t } from '../shared/messages/wedding-tools.ts';
import { handleUnauthenticated } from '../stores/session.ts';
import { showError, showToast } from '../stores/toasts.ts';
import { FaqForm, type FaqDraft } from './FaqEditor.tsx';
import { LazyPart } from './ui/LazyPart.tsx';
import Modal from './ui/Modal.tsx';
import { useQuery, type QueryPolicy } from './use-query.ts';

const MessagesPerDayChart = lazy(() => import('./MessagesPerDayChart.tsx'));

type Props = { weddingId: number };

/** A failure shows as a toast (the panel keeps its placeholder); a 401 ends the session. */
const reads: QueryPolicy = {
  onError: (error) => {
    if (handleUnauthenticated(error)) return true;
    showError(errorMessage(error, t('error.generic')));
  },
};

export default function WeddingInsights({ weddingId }: Props) {
  const { data: insights, reload } = useQuery(
    () => api.weddings.insights(weddingId),
    `wedding/${weddingId}/insights`,
    reads,
  );
  /** The unanswered guest question being turned into a FAQ. */
  const [resolving, setResolving] = useState<{ messageId: number; question: string } | null>(null);

  async function saveFaq(draft: FaqDraft) {
    if (!resolving) return;
    const body = {
      question: draft.question.trim(),
      answer: draft.answer.trim(),
      answerEn: draft.answerEn.trim() || null,
      answerEs: draft.answerEs.trim() || null,
    };
    try {
      await api.weddings.addFaq(weddingId, { ...body, resolvesMessageId: resolving.messageId });
      showToast({ title: t('faq.created') });
      setResolving(null);
      reload();
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('faq.create.failed')));
    }
  }

  if (!insights) return <div className="skeleton h-64 w-full" aria-busy="true" />;

  return (
    <div className="space-y-6" data-testid="wedding-insights">
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <h3 className="card-title text-base">{t('insights.perDay')}</h3>
          <LazyPart fallback={<div className="skeleton h-[220px] w-full" />}>
            <MessagesPerDayChart data={insights.messagesPerDay} />
          </LazyPart>
        </div>
      </section>

      <section className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <h3 className="card-title text-base">{t('insights.topTopics')}</h3>
          {insights.topTopics.length === 0 ? (
            <p className="opacity-70">{t('insights.noTopics')}</p>
          ) : (
            <ul className="space-y-2">
              {insights.topTopics.map((topic) => (
                <li key={topic.source} className="flex items-center justify-between gap-4">
                  <span>{topic.label}</span>
                  <span className="badge badge-neutral">{topic.count}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <h3 className="card-title text-base">{t('insights.unanswered')}</h3>
          {insights.unanswered.length === 0 ? (
            <p className="opacity-70">{t('insights.allAnswered')}</p>
          ) : (
            <ul className="divide-y divide-base-300" data-testid="unanswered-list">
              {insights.unanswered.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div>
                    <p className="font-medium">{item.question}</p>
                    <p className="text-sm opacity-70">
                      {item.guestName} · {formatDateTime(item.createdAt)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline btn-primary"
                    onClick={() => setResolving({ messageId: item.id, question: item.question })}
                  >
                    {t('insights.addToFaq')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <Modal
        open={resolving !== null}
        title={t('insights.addToFaq')}
        onClose={() => setResolving(null)}
        testId="faq-from-question"
      >
        {resolving && (
          <FaqForm
            initial={{ question: resolving.question, answer: '', answerEn: '', answerEs: '' }}
            variant="detail"
            onCancel={() => setResolving(null)}
            onSave={saveFaq}
          />
        )}
      </Modal>
    </div>
  );
}
