// Statistics of a wedding for its couple: messages per day, most asked facts, questions without an answer.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '../lib/api-client.ts';
import { formatDateTime } from '../shared/format.ts';
import { t } from '../shared/messages/couple-space.ts';
import type { TWeddingInsights } from '../shared/schemas/weddings.ts';
import { showError, showToast } from '../stores/toasts.ts';

const MessagesPerDayChart = lazy(() => import('./MessagesPerDayChart.tsx'));

type Props = { weddingId: number };

export default function WeddingInsights({ weddingId }: Props) {
  const [insights, setInsights] = useState<TWeddingInsights | null>(null);
  const [draft, setDraft] = useState<{ messageId: number; question: string; answer: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    api.weddings.insights(weddingId).then(setInsights, (error: unknown) => showError(errorMessage(error, t('error.generic'))));
  }, [weddingId]);
  useEffect(load, [load]);

  async function saveFaq(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    try {
      await api.weddings.addFaq(weddingId, { question: draft.question, answer: draft.answer, resolvesMessageId: draft.messageId });
      showToast({ title: t('faq.created') });
      setDraft(null);
      load();
    } catch (error) {
      showError(errorMessage(error, t('faq.create.failed')));
    } finally {
      setSaving(false);
    }
  }

  if (!insights) return <div className="skeleton h-64 w-full" aria-busy="true" />;

  return (
    <div className="space-y-6" data-testid="wedding-insights">
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <h3 className="card-title text-base">Messages par jour (30 derniers jours)</h3>
          <Suspense fallback={<div className="skeleton h-[220px] w-full" />}>
            <MessagesPerDayChart data={insights.messagesPerDay} />
          </Suspense>
        </div>
      </section>

      <section className="card border border-base-300 bg-base-100">
        <div className="card-body">
          <h3 className="card-title text-base">Questions les plus fréquentes</h3>
          {insights.topTopics.length === 0 ? (
            <p className="opacity-70">Aucune question pour le moment.</p>
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
          <h3 className="card-title text-base">Questions sans réponse</h3>
          {insights.unanswered.length === 0 ? (
            <p className="opacity-70">Votre assistant a répondu à toutes les questions.</p>
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
                  <button type="button" className="btn btn-sm btn-outline btn-primary" onClick={() => setDraft({ messageId: item.id, question: item.question, answer: '' })}>
                    Ajouter à la FAQ
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {draft && (
        <dialog open className="modal modal-open" aria-labelledby="faq-from-question-title">
          <form className="modal-box space-y-4" onSubmit={saveFaq}>
            <h3 id="faq-from-question-title" className="text-xl">Ajouter à la FAQ</h3>
            <label className="form-control w-full">
              <span className="label-text">Question</span>
              <input className="input input-bordered w-full" value={draft.question} onChange={(e) => setDraft({ ...draft, question: e.target.value })} minLength={10} required />
            </label>
            <label className="form-control w-full">
              <span className="label-text">Réponse</span>
              <textarea className="textarea textarea-bordered w-full" rows={4} value={draft.answer} onChange={(e) => setDraft({ ...draft, answer: e.target.value })} minLength={20} required />
            </label>
            <div className="modal-action">
              <button type="button" className="btn btn-ghost" onClick={() => setDraft(null)}>Annuler</button>
              <button type="submit" className="btn btn-primary" disabled={saving}>Enregistrer</button>
            </div>
          </form>
        </dialog>
      )}
    </div>
  );
}
