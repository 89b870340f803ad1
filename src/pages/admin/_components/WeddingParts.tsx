// Pieces of a wedding shared by the management view and /admin/wedding/:id: statistics, FAQ manager, guests
// (the wedding-scoped API that an administrator may use), recent messages (the messages list's own call and table).
import FaqEditor from '../../../components/FaqEditor.tsx';
import { api } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TAdminWeddingDetail } from '../../../shared/schemas/admin.ts';
import { DataTable, staticList, type Column } from './data-table/DataTable.tsx';
import { count, duration, frDateTime } from './format.ts';
import { messageColumns } from './message-columns.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';

export const RECENT_MESSAGES = 10;

export function WeddingStatCards({ wedding: w }: { wedding: TAdminWeddingDetail }) {
  const rt = w.stats.responseTime;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="wedding-stats">
      <StatCard
        testId="stat-total-messages"
        label={t('admin.weddingDetail.totalMessages')}
        value={count(w.stats.totalMessages)}
        hint={`${t('admin.weddingDetail.answered')} : ${count(w.stats.answeredMessages)}`}
      />
      <StatCard
        testId="stat-connected-guests"
        label={t('admin.weddingDetail.connectedGuests')}
        value={count(w.stats.connectedGuests)}
      />
      <StatCard
        testId="stat-active-guests"
        label={t('admin.weddingDetail.activeGuests')}
        value={count(w.stats.activeGuests)}
        hint={t('admin.weddingDetail.activeGuestsHint')}
      />
      <StatCard
        testId="stat-response-time"
        label={t('admin.weddingDetail.responseTime')}
        value={duration(rt.medianMs)}
        hint={rt.samples > 0 ? t('admin.weddingDetail.responseTimeHint') : t('admin.noData')}
      />
    </div>
  );
}

/** The couple's own FAQ editor (one rule, one component), with the back office's words for its toasts. */
export function FaqManager({ weddingId }: { weddingId: number }) {
  const faqs = useQuery(() => api.faqs.list(weddingId), `faqs-${weddingId}`, adminReads);
  return (
    <div data-testid="faq-manager">
      <QueryView query={faqs}>
        {(list) => (
          <FaqEditor weddingId={weddingId} faqs={list} onChange={(next) => faqs.setData(() => next)} variant="admin" />
        )}
      </QueryView>
    </div>
  );
}

type Guest = Awaited<ReturnType<typeof api.guests.list>>[number];

const GUEST_COLUMNS: Column<Guest>[] = [
  {
    key: 'name',
    header: t('admin.messagesPage.col.guest'),
    cell: (g) => [g.firstName, g.lastName].filter(Boolean).join(' ') || t('admin.guests.anonymous'),
  },
  { key: 'phone', header: t('admin.guests.phone'), cell: (g) => g.phoneNumber },
  { key: 'messages', header: t('admin.guests.messageCount'), align: 'end', cell: (g) => count(g.messageCount) },
  {
    key: 'last',
    header: t('admin.guests.lastInteraction'),
    cell: (g) => (g.lastInteraction ? frDateTime(g.lastInteraction) : t('admin.guests.noInteraction')),
  },
];

export function GuestList({ weddingId }: { weddingId: number }) {
  const guests = useQuery(() => api.guests.list(weddingId), `guests-${weddingId}`, adminReads);
  return (
    <QueryView query={guests}>
      {(list) => (
        <DataTable
          label={t('admin.weddings.guests')}
          columns={GUEST_COLUMNS}
          list={staticList(list)}
          rowKey={(g) => g.id}
          empty={t('admin.guests.empty')}
          testId="guest-table"
        />
      )}
    </QueryView>
  );
}

/** The wedding's latest exchanges, as the messages screen shows them, and the way to all of them there. */
export function RecentMessages({ weddingId }: { weddingId: number }) {
  const messages = useQuery(
    () => adminApi.messages({ wedding: weddingId, limit: RECENT_MESSAGES }),
    `messages-${weddingId}`,
    adminReads,
  );
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
            {t('admin.dashboard.seeAllCount', { count: count(messages.data.total) })}
          </a>
        </div>
      )}
    </>
  );
}
