// The couple's guests ('Invité anonyme', "Pas d'interaction"; a card per guest on phones) and the 10 latest messages.
import Loading from '../../../components/Loading.tsx';
import WhyThisReply from '../../../components/WhyThisReply.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { api } from '../../../lib/api-client.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TGuest } from '../../../shared/schemas/weddings.ts';

function guestName(guest: TGuest): string {
  return [guest.firstName, guest.lastName].filter(Boolean).join(' ').trim() || t('guest.anonymous');
}

export function GuestsTab({ weddingId }: { weddingId: number }) {
  const guests = useQuery(() => api.guests.list(weddingId), `guests/${weddingId}`, handleUnauthenticated);
  if (guests.error) return <p className="alert alert-error">{t('ui.loadError')}</p>;
  if (!guests.data) return <Loading />;
  if (guests.data.length === 0)
    return (
      <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/80">
        {t('guests.empty')}
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-cards" data-testid="guests-table">
        <caption className="sr-only">{t('dashboard.tab.guests')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('guests.name')}</th>
            <th scope="col">{t('guests.phone')}</th>
            <th scope="col">{t('guests.lastInteraction')}</th>
            <th scope="col" className="text-right">
              {t('guests.messages')}
            </th>
          </tr>
        </thead>
        <tbody>
          {guests.data.map((guest) => (
            <tr key={guest.id}>
              <td data-label={t('guests.name')}>{guestName(guest)}</td>
              <td data-label={t('guests.phone')} className="font-mono">
                {guest.phoneNumber}
              </td>
              <td data-label={t('guests.lastInteraction')}>
                {guest.lastInteraction ? formatDateTime(guest.lastInteraction) : t('guest.noInteraction')}
              </td>
              <td data-label={t('guests.messages')} className="text-right">
                {guest.messageCount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MessagesTab({ weddingId }: { weddingId: number }) {
  const messages = useQuery(() => api.messages.list(weddingId), `messages/${weddingId}`, handleUnauthenticated);
  if (messages.error) return <p className="alert alert-error">{t('ui.loadError')}</p>;
  if (!messages.data) return <Loading />;
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
