// Wedding settings: the four automatic WhatsApp messages, each editable and switchable until it is sent.
import { useState } from 'react';
import { api, errorMessage } from '../lib/api-client.ts';
import { formatDateTime } from '../shared/format.ts';
import { t } from '../shared/messages/wedding-tools.ts';
import type { TScheduledMessage } from '../shared/schemas/weddings.ts';
import { handleUnauthenticated } from '../stores/session.ts';
import { showError, showToast } from '../stores/toasts.ts';
import { useQuery, type QueryPolicy } from './use-query.ts';

/** A failure shows as a toast (the panel keeps its placeholder); a 401 ends the session. */
const reads: QueryPolicy = {
  onError: (error) => {
    if (handleUnauthenticated(error)) return true;
    showError(errorMessage(error, t('error.generic')));
  },
};

export default function ScheduledMessagesEditor({ weddingId }: { weddingId: number }) {
  const { data: items, setData: setItems } = useQuery(
    () => api.weddings.scheduledMessages(weddingId),
    `wedding/${weddingId}/scheduled-messages`,
    reads,
  );
  const [drafts, setDrafts] = useState<Record<number, string>>({});

  async function save(item: TScheduledMessage, changes: { message?: string; enabled?: boolean }) {
    try {
      const updated = await api.weddings.updateScheduledMessage(item.id, changes);
      setItems((list) => list?.map((m) => (m.id === item.id ? updated : m)));
      setDrafts(({ [item.id]: _, ...rest }) => rest);
      showToast({ title: t('scheduled.updated') });
    } catch (error) {
      showError(errorMessage(error, t('error.generic')));
    }
  }

  if (!items) return <div className="skeleton h-40 w-full" aria-busy="true" />;
  return (
    <section className="space-y-4" data-testid="scheduled-messages">
      <div>
        <h3 className="text-xl">{t('scheduled.title')}</h3>
        <p className="text-sm opacity-70">{t('scheduled.intro')}</p>
      </div>
      {items.map((item) => {
        const draft = drafts[item.id] ?? item.message;
        return (
          <article key={item.id} className="card border border-base-300 bg-base-100">
            <div className="card-body gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-medium">{t(`scheduled.kind.${item.messageType}`)}</h4>
                <label className="label cursor-pointer gap-2">
                  <span className="label-text">{t(item.enabled ? 'scheduled.enabled' : 'scheduled.disabled')}</span>
                  <input
                    type="checkbox"
                    className="toggle toggle-primary"
                    checked={item.enabled}
                    disabled={item.sent}
                    onChange={(e) => save(item, { enabled: e.target.checked })}
                  />
                </label>
              </div>
              <p className="text-sm opacity-70">
                {item.sent
                  ? t('scheduled.sentAt', { date: formatDateTime(item.sentAt!) })
                  : t('scheduled.plannedAt', { date: formatDateTime(item.scheduledFor) })}
                {item.deliveries.sent + item.deliveries.pending + item.deliveries.failed > 0 &&
                  t('scheduled.deliveries', item.deliveries)}
              </p>
              <label className="sr-only" htmlFor={`scheduled-${item.id}`}>
                {t('scheduled.text')}
              </label>
              <textarea
                id={`scheduled-${item.id}`}
                className="textarea textarea-bordered w-full"
                rows={3}
                value={draft}
                disabled={item.sent}
                onChange={(e) => setDrafts((d) => ({ ...d, [item.id]: e.target.value }))}
              />
              {draft !== item.message && (
                <div className="card-actions justify-end">
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    onClick={() => save(item, { message: draft })}
                  >
                    {t('ui.save')}
                  </button>
                </div>
              )}
            </div>
          </article>
        );
      })}
    </section>
  );
}
