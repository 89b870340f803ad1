// Pieces of a wedding shared by the management view and /admin/wedding/:id: statistics, FAQ manager, guests
// (the wedding-scoped API that an administrator may use), recent messages (the messages list's own call and table).
import { useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TAdminWeddingDetail } from '../../../shared/schemas/admin.ts';
import type { TFaq } from '../../../shared/schemas/weddings.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { fill } from '../../../shared/messages/admin.ts';
import { DataTable, staticList, type Column } from './data-table/DataTable.tsx';
import { count, duration, frDateTime } from './format.ts';
import { messageColumns } from './message-columns.tsx';
import { EmptyState, QueryView, StatCard } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';

export const RECENT_MESSAGES = 10;

export function WeddingStatCards({ wedding: w }: { wedding: TAdminWeddingDetail }) {
  const rt = w.stats.responseTime;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="wedding-stats">
      <StatCard testId="stat-total-messages" label={t('admin.weddingDetail.totalMessages')} value={count(w.stats.totalMessages)} hint={`${t('admin.weddingDetail.answered')} : ${count(w.stats.answeredMessages)}`} />
      <StatCard testId="stat-connected-guests" label={t('admin.weddingDetail.connectedGuests')} value={count(w.stats.connectedGuests)} />
      <StatCard testId="stat-active-guests" label={t('admin.weddingDetail.activeGuests')} value={count(w.stats.activeGuests)} hint={t('admin.weddingDetail.activeGuestsHint')} />
      <StatCard
        testId="stat-response-time"
        label={t('admin.weddingDetail.responseTime')}
        value={duration(rt.medianMs)}
        hint={rt.samples > 0 ? t('admin.weddingDetail.responseTimeHint') : t('admin.noData')}
      />
    </div>
  );
}

export function FaqManager({ weddingId }: { weddingId: number }) {
  const faqs = useAdminQuery(() => api.faqs.list(weddingId), `faqs-${weddingId}`);
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<TFaq | null>(null);
  const [removing, setRemoving] = useState<TFaq | null>(null);

  async function add(event: SubmitEvent) {
    event.preventDefault();
    if (!question.trim() || !answer.trim()) return;
    setBusy(true);
    try {
      const faq = await api.faqs.create({ weddingId, question: question.trim(), answer: answer.trim() });
      faqs.setData((list) => [...(list ?? []), faq]);
      setQuestion('');
      setAnswer('');
      showToast({ title: t('admin.faqs.added') });
    } catch (error) {
      showError(errorMessage(error, t('admin.faqs.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function saveEdit(event: SubmitEvent) {
    event.preventDefault();
    if (!editing) return;
    setBusy(true);
    try {
      const faq = await api.faqs.update(editing.id, { question: editing.question, answer: editing.answer });
      faqs.setData((list) => list?.map((f) => (f.id === faq.id ? faq : f)));
      setEditing(null);
      showToast({ title: t('admin.faqs.updated') });
    } catch (error) {
      showError(errorMessage(error, t('admin.faqs.failed')));
    } finally {
      setBusy(false);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await api.faqs.remove(removing.id);
      faqs.setData((list) => list?.filter((f) => f.id !== removing.id));
      showToast({ title: t('admin.faqs.deleted') });
      setRemoving(null);
    } catch (error) {
      showError(errorMessage(error, t('admin.faqs.failed')));
    }
  }

  return (
    <div data-testid="faq-manager">
      <form onSubmit={add} className="mb-4 grid gap-2 rounded-box bg-base-200 p-4">
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.faqs.question')}</span>
          <input className="input w-full" value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={500} data-testid="faq-question" />
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.faqs.answer')}</span>
          <textarea className="textarea w-full" rows={2} value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={2000} data-testid="faq-answer" />
        </label>
        <div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !question.trim() || !answer.trim()} data-testid="faq-add">
            {t('admin.faqs.add')}
          </button>
        </div>
      </form>
      <QueryView query={faqs}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text={t('admin.faqs.empty')} />
          ) : (
            <ul className="space-y-2">
              {list.map((faq) => (
                <li key={faq.id} className="rounded-box border border-base-300 p-3" data-testid="faq-item">
                  {editing?.id === faq.id ? (
                    <form onSubmit={saveEdit} className="grid gap-2">
                      <label className="fieldset py-0">
                        <span className="fieldset-legend pt-0">{t('admin.faqs.question')}</span>
                        <input className="input w-full" value={editing.question} onChange={(e) => setEditing({ ...editing, question: e.target.value })} />
                      </label>
                      <label className="fieldset py-0">
                        <span className="fieldset-legend pt-0">{t('admin.faqs.answer')}</span>
                        <textarea className="textarea w-full" rows={2} value={editing.answer} onChange={(e) => setEditing({ ...editing, answer: e.target.value })} />
                      </label>
                      <div className="flex gap-2">
                        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !editing.question.trim() || !editing.answer.trim()}>
                          {t('admin.save')}
                        </button>
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(null)}>
                          {t('admin.cancel')}
                        </button>
                      </div>
                    </form>
                  ) : (
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <p className="font-medium">{faq.question}</p>
                        <p className="text-sm text-base-content/75">{faq.answer}</p>
                      </div>
                      <div className="flex gap-1">
                        <button type="button" className="btn btn-ghost btn-xs" onClick={() => setEditing(faq)}>
                          {t('admin.edit')}
                        </button>
                        <button type="button" className="btn btn-ghost btn-xs" onClick={() => setRemoving(faq)}>
                          {t('admin.delete')}
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.faqs.confirmDelete')}
        message={removing?.question ?? ''}
        confirmLabel={t('admin.delete')}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}

type Guest = Awaited<ReturnType<typeof api.guests.list>>[number];

const GUEST_COLUMNS: Column<Guest>[] = [
  { key: 'name', header: t('admin.messagesPage.col.guest'), cell: (g) => [g.firstName, g.lastName].filter(Boolean).join(' ') || t('admin.guests.anonymous') },
  { key: 'phone', header: t('admin.guests.phone'), cell: (g) => g.phoneNumber },
  { key: 'messages', header: t('admin.guests.messageCount'), align: 'end', cell: (g) => count(g.messageCount) },
  { key: 'last', header: t('admin.guests.lastInteraction'), cell: (g) => (g.lastInteraction ? frDateTime(g.lastInteraction) : t('admin.guests.noInteraction')) },
];

export function GuestList({ weddingId }: { weddingId: number }) {
  const guests = useAdminQuery(() => api.guests.list(weddingId), `guests-${weddingId}`);
  return (
    <QueryView query={guests}>
      {(list) => <DataTable label={t('admin.weddings.guests')} columns={GUEST_COLUMNS} list={staticList(list)} rowKey={(g) => g.id} empty={t('admin.guests.empty')} testId="guest-table" />}
    </QueryView>
  );
}

/** The wedding's latest exchanges, as the messages screen shows them, and the way to all of them there. */
export function RecentMessages({ weddingId }: { weddingId: number }) {
  const messages = useAdminQuery(() => adminApi.messages({ wedding: weddingId, limit: RECENT_MESSAGES }), `messages-${weddingId}`);
  return (
    <>
      <DataTable
        label={t('admin.weddings.recentMessages')}
        columns={messageColumns({ showWedding: false })}
        list={messages}
        rowKey={(m) => m.id}
        empty={t('admin.messagesPage.empty')}
        testId="recent-messages"
        cardsOnly
      />
      {messages.data && messages.data.total > RECENT_MESSAGES && (
        <div className="mt-3 text-right">
          <a className="link" href={`/admin/messages?wedding=${weddingId}`}>
            {fill(t('admin.dashboard.seeAllCount'), { count: count(messages.data.total) })}
          </a>
        </div>
      )}
    </>
  );
}
