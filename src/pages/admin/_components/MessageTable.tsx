// Messages as the back office lists them: wedding, guest (name, phone), content and answer, sender, date.
import { t } from '../../../shared/messages/index.ts';
import type { TAdminMessageRow } from '../../../shared/schemas/admin.ts';
import { frDateTime } from './format.ts';
import { Badge, EmptyState } from './ui.tsx';

export function MessageTable({ messages, showWedding = true }: { messages: TAdminMessageRow[]; showWedding?: boolean }) {
  if (messages.length === 0) return <EmptyState text={t('admin.messagesPage.empty')} />;
  return (
    <div className="overflow-x-auto">
      <table className="table" data-testid="message-table">
        <thead>
          <tr>
            {showWedding && <th>{t('admin.messagesPage.col.wedding')}</th>}
            <th>{t('admin.messagesPage.col.guest')}</th>
            <th>{t('admin.messagesPage.col.content')}</th>
            <th>{t('admin.messagesPage.col.sender')}</th>
            <th>{t('admin.messagesPage.col.date')}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => (
            <tr key={m.id} data-testid="message-row">
              {showWedding && (
                <td>
                  <a className="link font-medium" href={`/admin/wedding/${m.wedding.id}`}>
                    {m.wedding.brideName} & {m.wedding.groomName}
                  </a>
                  <div className="font-mono text-xs text-base-content/75">{m.wedding.weddingId}</div>
                </td>
              )}
              <td>
                {m.guest ? (
                  <>
                    <div>{m.guest.name ?? t('admin.guests.anonymous')}</div>
                    <div className="text-sm text-base-content/75">{m.guest.phoneNumber}</div>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className="min-w-64 max-w-md">
                <p className="font-medium">{m.content}</p>
                {m.sender === 'guest' && (
                  <p className="mt-1 text-sm text-base-content/75">
                    ↳ {m.response ?? t('admin.messages.noResponse')}
                    {!m.answered && (
                      <>
                        {' '}
                        <Badge tone="warning">{t('admin.messagesPage.unanswered')}</Badge>
                      </>
                    )}
                  </p>
                )}
              </td>
              <td>
                <Badge tone={m.sender === 'guest' ? 'info' : 'primary'}>{t(`admin.messages.sender.${m.sender}`)}</Badge>
              </td>
              <td className="whitespace-nowrap">{frDateTime(m.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
