// Wedding settings: the four automatic WhatsApp messages, each editable (in French, and in English and Spanish for
// the guests who speak them) and switchable until it is sent.
import { useState } from 'react';
import { api, errorMessage } from '../lib/api-client.ts';
import { formatWeddingMoment } from '../shared/format.ts';
import { t, tCount } from '../shared/messages/wedding-tools.ts';
import type { TScheduledMessage, TUpdateScheduledMessageRequest } from '../shared/schemas/weddings.ts';
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

type Field = 'fr' | 'en' | 'es';
const TRANSLATED = ['en', 'es'] as const;

/** What a field shows before the couple types: their text, else the proposal (a French-only edit leaves it empty). */
function savedText(item: TScheduledMessage, field: Field) {
  if (field === 'fr') return item.message;
  return item.translations[field] ?? (item.edited ? '' : item.copies[field]);
}

function audienceLine({ audience, messageType }: TScheduledMessage) {
  const total = audience.fr + audience.en + audience.es;
  if (!total) return t(messageType === 'thank_you' ? 'scheduled.audienceNoneComing' : 'scheduled.audienceNone');
  const others = TRANSLATED.filter((l) => audience[l]).map((l) => t(`scheduled.audience.${l}`, { count: audience[l] }));
  const among = others.length ? t('scheduled.audienceAmong', { list: others.join(t('scheduled.and')) }) : '';
  return `${tCount('scheduled.audience', total)}${among}`;
}

export default function ScheduledMessagesEditor({ weddingId }: { weddingId: number }) {
  const { data: items, setData: setItems } = useQuery(
    () => api.weddings.scheduledMessages(weddingId),
    `wedding/${weddingId}/scheduled-messages`,
    reads,
  );
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const key = (item: TScheduledMessage, field: Field) => `${item.id}:${field}`;

  async function save(item: TScheduledMessage, changes: TUpdateScheduledMessageRequest, done = t('scheduled.updated')) {
    try {
      const updated = await api.weddings.updateScheduledMessage(item.id, changes);
      setItems((list) => list?.map((m) => (m.id === item.id ? updated : m)));
      setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !k.startsWith(`${item.id}:`))));
      showToast({ title: done });
    } catch (error) {
      showError(errorMessage(error, t('error.generic')));
    }
  }

  function textField(item: TScheduledMessage, field: Field, label: string, hint?: string) {
    const id = `scheduled-${item.id}-${field}`;
    const draft = drafts[key(item, field)] ?? savedText(item, field);
    const changed = draft !== savedText(item, field);
    const changes: TUpdateScheduledMessageRequest =
      field === 'fr' ? { message: draft } : { translations: { [field]: draft.trim() ? draft : null } };
    return (
      <div className="space-y-2">
        <label className={field === 'fr' ? 'sr-only' : 'text-sm font-medium'} htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="textarea textarea-bordered w-full field-sizing-content"
          rows={3}
          value={draft}
          placeholder={hint}
          disabled={item.sent}
          onChange={(e) => setDrafts((d) => ({ ...d, [key(item, field)]: e.target.value }))}
        />
        {changed && (
          <div className="flex justify-end">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => save(item, changes)}>
              {t('ui.save')}
            </button>
          </div>
        )}
      </div>
    );
  }

  if (!items) return <div className="skeleton h-40 w-full" aria-busy="true" />;
  return (
    <section className="space-y-4" data-testid="scheduled-messages">
      <div>
        <h3 className="text-xl">{t('scheduled.title')}</h3>
        <p className="text-sm opacity-70">{t('scheduled.intro')}</p>
      </div>
      {items.map((item) => (
        <article key={item.id} className="card border border-base-300 bg-base-100" data-kind={item.messageType}>
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
                ? t('scheduled.sentAt', { date: formatWeddingMoment(item.sentAt!) })
                : t('scheduled.plannedAt', { date: formatWeddingMoment(item.scheduledFor) })}
              {item.deliveries.sent + item.deliveries.pending + item.deliveries.failed > 0 &&
                t('scheduled.deliveries', item.deliveries)}
              {!item.sent && ` · ${audienceLine(item)}`}
            </p>
            {textField(item, 'fr', t('scheduled.text'))}
            {!item.sent && (
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="opacity-70">{t(item.edited ? 'scheduled.edited' : 'scheduled.proposed')}</span>
                {(item.edited || item.translations.en !== null || item.translations.es !== null) && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => save(item, { reset: true }, t('scheduled.resetDone'))}
                  >
                    {t('scheduled.reset')}
                  </button>
                )}
              </div>
            )}
            <details className="collapse-arrow collapse border border-base-300 bg-base-200/40">
              <summary className="collapse-title text-sm font-medium">{t('scheduled.translations')}</summary>
              <div className="collapse-content space-y-3">
                {TRANSLATED.map((language) => (
                  <div key={language}>
                    {textField(
                      item,
                      language,
                      t(`scheduled.translation.${language}`),
                      t('scheduled.translation.missing'),
                    )}
                  </div>
                ))}
              </div>
            </details>
          </div>
        </article>
      ))}
    </section>
  );
}
