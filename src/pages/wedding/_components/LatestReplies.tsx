// The assistant's 10 latest replies, each with « Pourquoi cette réponse ? » (the inbox threads do not carry the
// decision trace).
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import WhyThisReply from '../../../components/WhyThisReply.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { api } from '../../../lib/api-client.ts';
import { coupleReads } from '../../../stores/session.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/couple-space.ts';

export default function LatestReplies({ weddingId }: { weddingId: number }) {
  const messages = useQuery(() => api.messages.list(weddingId), `messages/${weddingId}`, coupleReads);
  if (messages.error) return <p className="alert alert-error">{t('ui.loadError')}</p>;
  if (!messages.data) return <LoadingState page />;
  if (messages.data.length === 0)
    return (
      <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/80">
        {t('messages.empty')}
      </p>
    );
  return (
    <ul className="space-y-3" data-testid="messages-list">
      {messages.data.slice(0, 10).map((message) => (
        <li key={message.id} className="rounded-box border border-base-300 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">{message.guestName || t('message.defaultGuest')}</span>
            <time className="text-xs text-base-content/75" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </time>
          </div>
          <p className="mt-1 whitespace-pre-line">{message.content}</p>
          {message.response ? (
            <div className="mt-2 rounded-box bg-base-200 p-2 text-sm">
              <p className="whitespace-pre-line">
                <span className="font-medium">{t('messages.response')} : </span>
                {message.response}
              </p>
              {message.trace && <WhyThisReply trace={message.trace} />}
            </div>
          ) : (
            <span className="badge badge-warning badge-sm mt-2">{t('messages.unanswered')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
