// The « Messages » tab of /wedding/:id: the couple's inbox. Open questions first (the assistant could not answer them,
// the couple has not yet), then every guest conversation; one opened shows its thread and the reply box. Side by side
// on a wide screen, one after the other on a phone.
import { useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { inboxApi } from '../../../lib/inbox-api.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { t, tCount } from '../../../shared/messages/inbox.ts';
import type { TFaq } from '../../../shared/schemas/weddings.ts';
import type { TInbox } from '../../../shared/schemas/inbox.ts';
import { coupleReads } from '../../../stores/session.ts';
import InboxConversation from './InboxConversation.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';

type Opened = { guestId: number; questionId: number | null };

export default function InboxTab({
  weddingId,
  onFaqsChange,
}: {
  weddingId: number;
  onFaqsChange: (faqs: TFaq[]) => void;
}) {
  const inbox = useQuery(() => inboxApi.list(weddingId), `wedding/${weddingId}/inbox`, coupleReads);
  const [opened, setOpened] = useState<Opened | null>(null);

  return (
    <section aria-labelledby="inbox-title" className="space-y-4" data-testid="inbox">
      <div className="min-w-0">
        <h2 id="inbox-title" className="text-2xl">
          {t('inbox.title')}
        </h2>
        <p className="text-sm text-base-content/80">{t('inbox.intro')}</p>
      </div>
      {inbox.error ? (
        <ErrorState error={inbox.error} fallback={t('inbox.loadError')} onRetry={inbox.reload} />
      ) : !inbox.data ? (
        <LoadingState page />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className={`min-w-0 space-y-6 ${opened ? 'hidden lg:block' : ''}`}>
            <OpenQuestions inbox={inbox.data} opened={opened} onOpen={setOpened} />
            <Conversations inbox={inbox.data} opened={opened} onOpen={setOpened} />
          </div>
          <div className={`min-w-0 ${opened ? '' : 'hidden lg:block'}`}>
            {opened ? (
              <InboxConversation
                key={`${opened.guestId}:${opened.questionId ?? ''}`}
                weddingId={weddingId}
                guestId={opened.guestId}
                questionId={opened.questionId}
                onBack={() => setOpened(null)}
                onSent={inbox.reload}
                onFaqsChange={onFaqsChange}
              />
            ) : (
              <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/80">
                {t('inbox.placeholder')}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

type ListProps = { inbox: TInbox; opened: Opened | null; onOpen: (opened: Opened) => void };

function OpenQuestions({ inbox, opened, onOpen }: ListProps) {
  return (
    <section aria-labelledby="inbox-open-title" className="space-y-2" data-testid="inbox-open">
      <h3 id="inbox-open-title" className="flex flex-wrap items-center gap-2 text-lg">
        {t('inbox.open.title')}
        {inbox.items.length > 0 && (
          <span className="badge badge-warning">{tCount('inbox.open.count', inbox.items.length)}</span>
        )}
      </h3>
      {inbox.items.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-center text-sm text-base-content/80">
          {t('inbox.open.empty')}
        </p>
      ) : (
        <ul className="space-y-2">
          {inbox.items.map((item) => (
            <li key={item.messageId}>
              <article
                className={`rounded-box border p-3 ${opened?.questionId === item.messageId ? 'border-primary bg-primary/5' : 'border-warning/60 bg-warning/5'}`}
                data-testid="inbox-open-item"
              >
                <p className="break-words font-medium">« {item.text} »</p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 text-sm text-base-content/80">
                    <span className="font-medium">{item.guest}</span> ·{' '}
                    {t('inbox.waiting', { date: formatDateTime(item.createdAt) })}
                  </p>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    onClick={() => onOpen({ guestId: item.guestId, questionId: item.messageId })}
                  >
                    {t('inbox.reply')}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Conversations({ inbox, opened, onOpen }: ListProps) {
  return (
    <section aria-labelledby="inbox-conversations-title" className="space-y-2" data-testid="inbox-conversations">
      <h3 id="inbox-conversations-title" className="text-lg">
        {t('inbox.conversations.title')}
      </h3>
      {inbox.conversations.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-center text-sm text-base-content/80">
          {t('inbox.conversations.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {inbox.conversations.map((conversation) => (
            <li key={conversation.guestId}>
              <button
                type="button"
                className={`flex w-full min-w-0 flex-col gap-1 p-3 text-left hover:bg-base-200 ${opened?.guestId === conversation.guestId ? 'bg-base-200' : ''}`}
                aria-current={opened?.guestId === conversation.guestId ? 'true' : undefined}
                onClick={() => onOpen({ guestId: conversation.guestId, questionId: null })}
                data-testid="inbox-conversation"
              >
                <span className="flex w-full flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{conversation.guest}</span>
                  <span className="text-xs text-base-content/75">
                    {formatDateTime(conversation.lastMessage.createdAt)}
                  </span>
                </span>
                <span className="line-clamp-2 break-words text-sm text-base-content/80">
                  {conversation.lastMessage.from === 'couple' ? `${t('inbox.thread.couple')} : ` : ''}
                  {conversation.lastMessage.text}
                </span>
                <span className="flex flex-wrap gap-2">
                  <span className="badge badge-ghost badge-sm">
                    {tCount('inbox.conversations.messages', conversation.messageCount)}
                  </span>
                  {conversation.openQuestions > 0 && (
                    <span className="badge badge-warning badge-sm">
                      {tCount('inbox.open.count', conversation.openQuestions)}
                    </span>
                  )}
                  {conversation.optedOut && <span className="badge badge-outline badge-sm">STOP</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
