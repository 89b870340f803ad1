// /admin: « À traiter » (the action inbox), four stat cards (users with paying and on-trial counts, weddings, messages, revenue total and monthly),
// each with its trend, and five tabs previewing the lists (the same tables as their screens, 10 rows each).
import Tabs from '../../../components/ui/Tabs.tsx';
import { ActionInbox } from './ActionInbox.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t, tCount } from '../../../shared/messages/index.ts';
import type { TPage } from '../../../shared/schemas/admin-list.ts';
import { DataTable, type Column, type RowAction } from './data-table/DataTable.tsx';
import { count, euros } from './format.ts';
import { messageColumns } from './message-columns.tsx';
import { preRegistrationColumns } from './pre-registration-columns.tsx';
import { transactionColumns } from './transaction-columns.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { TrendLine } from './TrendLine.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { userColumns } from './user-columns.tsx';
import { weddingColumns, weddingHref } from './wedding-columns.tsx';

const PREVIEW = 10;

export default function DashboardScreen() {
  const stats = useQuery(() => adminApi.stats(), 'stats', adminReads);
  return (
    <div>
      <PageHeader title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')} />
      <ActionInbox />
      <QueryView query={stats}>
        {(s) => (
          <div className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <StatCard
              testId="stat-users"
              label={t('admin.dashboard.users')}
              value={count(s.totalUsers)}
              hint={`${tCount('admin.dashboard.paying', s.paidUsers)} · ${tCount('admin.dashboard.trialUsers', s.trialUsers)}`}
              trend={
                <TrendLine
                  trend={s.trends.newUsers}
                  format={count}
                  what={t('admin.trend.newIn30')}
                  before={t('admin.trend.before30')}
                  testId="stat-users-trend"
                />
              }
            />
            <StatCard
              testId="stat-weddings"
              label={t('admin.dashboard.weddings')}
              value={count(s.totalWeddings)}
              hint={tCount('admin.dashboard.activeAssistants', s.activeWeddings)}
              trend={
                <TrendLine
                  trend={s.trends.newWeddings}
                  format={count}
                  what={t('admin.trend.createdIn30')}
                  before={t('admin.trend.before30')}
                />
              }
            />
            <StatCard
              testId="stat-messages"
              label={t('admin.dashboard.messages')}
              value={count(s.totalMessages)}
              hint={t('admin.dashboard.messagesDetail', { count: count(s.messagesLast7Days) })}
              trend={
                <TrendLine
                  trend={s.trends.messages}
                  format={count}
                  what={t('admin.trend.in7')}
                  before={t('admin.trend.before7')}
                />
              }
            />
            <StatCard
              testId="stat-revenue"
              label={t('admin.dashboard.revenue')}
              value={euros(s.totalRevenueCents)}
              hint={t('admin.dashboard.revenueDetail', { monthly: euros(s.monthlyRevenueCents) })}
              trend={
                <TrendLine
                  trend={s.trends.revenue}
                  format={(c) => euros(c)}
                  what={t('admin.trend.in30')}
                  before={t('admin.trend.before30')}
                  testId="stat-revenue-trend"
                />
              }
            />
          </div>
        )}
      </QueryView>
      <Tabs
        label={t('admin.dashboard.title')}
        idPrefix="dashboard"
        wrap
        items={[
          { key: 'users', label: t('admin.dashboard.tab.users'), content: () => <UsersTab /> },
          { key: 'weddings', label: t('admin.dashboard.tab.weddings'), content: () => <WeddingsTab /> },
          { key: 'messages', label: t('admin.dashboard.tab.messages'), content: () => <MessagesTab /> },
          { key: 'pre', label: t('admin.dashboard.tab.preRegistrations'), content: () => <PreRegistrationsTab /> },
          { key: 'revenue', label: t('admin.dashboard.tab.revenue'), content: () => <RevenueTab /> },
        ]}
      />
    </div>
  );
}

/** The first rows of a list, as its screen shows them, and the way to the screen. */
function Preview<Row>({
  load,
  queryKey,
  columns,
  rowKey,
  rowAction,
  label,
  empty,
  href,
}: {
  load: () => Promise<TPage<Row>>;
  queryKey: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  rowAction?: RowAction<Row>;
  label: string;
  empty: string;
  href: string;
}) {
  const list = useQuery(load, queryKey, adminReads);
  return (
    <>
      <DataTable label={label} columns={columns} list={list} rowKey={rowKey} rowAction={rowAction} empty={empty} />
      {list.data && list.data.rows.length > 0 && (
        <div className="mt-3 text-right">
          <a className="link" href={href}>
            {t('admin.dashboard.seeAllCount', { count: count(list.data.total) })}
          </a>
        </div>
      )}
    </>
  );
}

function UsersTab() {
  return (
    <Preview
      load={() => adminApi.users({ limit: PREVIEW })}
      queryKey="dashboard-users"
      columns={userColumns({ compact: true })}
      rowKey={(u) => u.id}
      rowAction={{ href: (u) => `/admin/users?q=${encodeURIComponent(u.email ?? u.username ?? u.id)}` }}
      label={t('admin.dashboard.tab.users')}
      empty={t('admin.users.empty')}
      href="/admin/users"
    />
  );
}

function WeddingsTab() {
  return (
    <Preview
      load={() => adminApi.weddings({ limit: PREVIEW })}
      queryKey="dashboard-weddings"
      columns={weddingColumns({ compact: true })}
      rowKey={(w) => w.id}
      rowAction={{ href: weddingHref }}
      label={t('admin.dashboard.tab.weddings')}
      empty={t('admin.weddings.empty')}
      href="/admin/weddings"
    />
  );
}

function MessagesTab() {
  return (
    <Preview
      load={() => adminApi.messages({ limit: PREVIEW })}
      queryKey="dashboard-messages"
      columns={messageColumns()}
      rowKey={(m) => m.id}
      rowAction={{ href: (m) => weddingHref(m.wedding) }}
      label={t('admin.dashboard.tab.messages')}
      empty={t('admin.messagesPage.empty')}
      href="/admin/messages"
    />
  );
}

function PreRegistrationsTab() {
  return (
    <Preview
      load={() => adminApi.preRegistrations({ limit: PREVIEW })}
      queryKey="dashboard-pre-registrations"
      columns={preRegistrationColumns()}
      rowKey={(r) => r.id}
      rowAction={{ href: (r) => `/admin/pre-inscriptions?q=${encodeURIComponent(r.email)}` }}
      label={t('admin.dashboard.tab.preRegistrations')}
      empty={t('admin.preRegistrations.empty')}
      href="/admin/pre-inscriptions"
    />
  );
}

function RevenueTab() {
  const revenue = useQuery(() => adminApi.revenue('30d'), 'revenue-30d', adminReads);
  return (
    <div className="space-y-4">
      <QueryView query={revenue}>
        {(r) => (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
            <StatCard
              label={t('admin.revenue.monthly')}
              value={euros(r.monthlyRevenueCents)}
              hint={t('admin.revenue.monthlyHint')}
            />
            <StatCard
              label={t('admin.revenue.subscriptions')}
              value={euros(r.subscriptions.revenueCents)}
              hint={tCount('admin.revenue.salesCount', r.subscriptions.count)}
            />
            <StatCard
              label={t('admin.revenue.oneTime')}
              value={euros(r.oneTimePurchases.revenueCents)}
              hint={tCount('admin.revenue.salesCount', r.oneTimePurchases.count)}
            />
          </div>
        )}
      </QueryView>
      <Preview
        load={() => adminApi.transactions({ limit: PREVIEW })}
        queryKey="dashboard-transactions"
        columns={transactionColumns()}
        rowKey={(tx) => tx.id}
        rowAction={{ href: (tx) => `/admin/revenue?transaction=${tx.id}` }}
        label={t('admin.revenue.recent')}
        empty={t('admin.revenue.empty')}
        href="/admin/revenue"
      />
    </div>
  );
}
