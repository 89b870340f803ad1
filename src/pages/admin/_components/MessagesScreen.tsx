// /admin/messages: filters (text, wedding, sender, answered) applied by the server, at most 50 rows.
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { fill } from '../../../shared/messages/admin.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TAdminMessagesQuery } from '../../../shared/schemas/admin.ts';
import { MessageTable } from './MessageTable.tsx';
import { PageHeader, QueryView } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';

export default function MessagesScreen() {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [weddingId, setWeddingId] = useState('');
  const [sender, setSender] = useState<'' | 'guest' | 'assistant'>('');
  const [answered, setAnswered] = useState<'' | 'answered' | 'unanswered'>('');
  const weddings = useAdminQuery(() => api.admin.weddings(), 'weddings');

  // The server searches; wait for a pause in typing before asking it.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), 300);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const query: TAdminMessagesQuery = {
    search: search || undefined,
    weddingId: weddingId ? Number(weddingId) : undefined,
    sender: sender || undefined,
    answered: answered || undefined,
  };
  const messages = useAdminQuery(() => api.admin.messages(query), JSON.stringify(query));

  return (
    <div>
      <PageHeader title={t('admin.messagesPage.title')} subtitle={t('admin.messagesPage.subtitle')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="fieldset flex-1 py-0">
          <span className="fieldset-legend pt-0">{t('admin.search')}</span>
          <input type="search" className="input w-full min-w-64" placeholder={t('admin.messagesPage.searchPlaceholder')} value={searchInput} onChange={(e) => setSearchInput(e.target.value)} data-testid="messages-search" />
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.messagesPage.filter.wedding')}</span>
          <select className="select max-w-64" value={weddingId} onChange={(e) => setWeddingId(e.target.value)} data-testid="messages-wedding-filter">
            <option value="">{t('admin.all')}</option>
            {(weddings.data ?? []).map((w) => (
              <option key={w.id} value={w.id}>
                {w.brideName} & {w.groomName} ({w.weddingId})
              </option>
            ))}
          </select>
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.messagesPage.filter.sender')}</span>
          <select className="select" value={sender} onChange={(e) => setSender(e.target.value as typeof sender)} data-testid="messages-sender-filter">
            <option value="">{t('admin.all')}</option>
            <option value="guest">{t('admin.messages.sender.guest')}</option>
            <option value="assistant">{t('admin.messages.sender.assistant')}</option>
          </select>
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.messagesPage.filter.answer')}</span>
          <select className="select" value={answered} onChange={(e) => setAnswered(e.target.value as typeof answered)} data-testid="messages-answer-filter">
            <option value="">{t('admin.all')}</option>
            <option value="answered">{t('admin.messagesPage.answered')}</option>
            <option value="unanswered">{t('admin.messagesPage.unanswered')}</option>
          </select>
        </label>
      </div>
      <QueryView query={messages}>
        {(list) => (
          <>
            {list.length > 0 && (
              <p className="mb-2 text-sm text-base-content/75" aria-live="polite">
                {fill(t('admin.messagesPage.shown'), { count: list.length })}
              </p>
            )}
            <MessageTable messages={list} />
          </>
        )}
      </QueryView>
    </div>
  );
}
