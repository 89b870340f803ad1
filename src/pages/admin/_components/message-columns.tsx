// The messages list's columns (one row per exchange: the guest's question and the assistant's reply, or an
// automatic message), shared by /admin/messages, the dashboard's preview and a wedding's latest messages.
import { t } from '../../../shared/messages/index.ts';
import type { AdminMessageKind, TAdminMessageRow } from '../../../shared/schemas/admin.ts';
import type { Column } from './data-table/DataTable.tsx';
import { frDateTime } from './format.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { type Tone } from '../../../components/ui/tones.ts';

const KIND_TONE: Record<AdminMessageKind, Tone> = {
  question: 'info',
  join: 'neutral',
  rsvp: 'success',
  smalltalk: 'neutral',
  stop: 'warning',
  forget: 'warning',
  system: 'neutral',
  automatic: 'primary',
};

export function messageColumns({ showWedding = true }: { showWedding?: boolean } = {}): Column<TAdminMessageRow>[] {
  const columns: (Column<TAdminMessageRow> | false)[] = [
    showWedding && {
      key: 'wedding',
      header: t('admin.messagesPage.col.wedding'),
      sort: 'wedding',
      cell: (m) => (
        <>
          <span className="block">
            {m.wedding.brideName} & {m.wedding.groomName}
          </span>
          <span className="block font-mono text-xs font-normal text-base-content/75">{m.wedding.weddingId}</span>
        </>
      ),
    },
    {
      key: 'content',
      header: t('admin.messagesPage.col.content'),
      className: 'min-w-64 max-w-md',
      cell: (m) => (
        <>
          <span className="block font-medium">{m.content}</span>
          {m.sender === 'guest' && (
            <span className="mt-1 block text-sm font-normal text-base-content/75">
              ↳ {m.response ?? t('admin.messages.noResponse')}
              {!m.answered && (
                <>
                  {' '}
                  <Badge tone="warning">{t('admin.messagesPage.unanswered')}</Badge>
                </>
              )}
            </span>
          )}
          {m.answeredBy && (
            <span
              className="mt-1 block text-xs font-normal text-base-content/75"
              data-testid="message-answered-by"
              data-answered-by={m.answeredBy}
            >
              {t('admin.messagesPage.answeredByLabel', { who: t(`admin.messagesPage.answeredBy.${m.answeredBy}`) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'guest',
      header: t('admin.messagesPage.col.guest'),
      cell: (m) =>
        m.guest ? (
          <>
            <span className="block">{m.guest.name ?? t('admin.guests.anonymous')}</span>
            <span className="block text-sm text-base-content/75">{m.guest.phoneNumber}</span>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'kind',
      header: t('admin.messagesPage.col.kind'),
      cell: (m) => (
        <Badge tone={KIND_TONE[m.kind]} testId="message-kind">
          {t(`admin.messagesPage.kind.${m.kind}`)}
        </Badge>
      ),
    },
    {
      key: 'date',
      header: t('admin.messagesPage.col.date'),
      sort: 'date',
      firstDirection: 'desc',
      className: 'whitespace-nowrap',
      cell: (m) => frDateTime(m.createdAt),
    },
  ];
  return columns.filter((c): c is Column<TAdminMessageRow> => Boolean(c));
}
