// /admin: four stat cards (users with paid and trial counts, weddings, messages, revenue total and monthly)
// and five tabs (latest users, weddings, the first 10 messages, pre-registrations, revenue).
import Tabs from '../../../components/Tabs.tsx';
import { api } from '../../../lib/api-client.ts';
import { adminPlurals, fill } from '../../../shared/messages/admin.ts';
import { plural } from '../../../shared/messages/format-message.ts';
import { t } from '../../../shared/messages/index.ts';
import { count, euros, frDate, frDateTime, personName } from './format.ts';
import { MessageTable } from './MessageTable.tsx';
import { TransactionsTable } from './TransactionsTable.tsx';
import { Badge, EmptyState, PageHeader, QueryView, StatCard } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';
import { WeddingTypeBadge, WeddingStatusBadge } from './wedding-badges.tsx';

const PREVIEW = 10;

export default function DashboardScreen() {
  const stats = useAdminQuery(() => api.admin.stats(), 'stats');
  return (
    <div>
      <PageHeader title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')} />
      <QueryView query={stats}>
        {(s) => (
          <div className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard testId="stat-users" label={t('admin.dashboard.users')} value={count(s.totalUsers)} hint={fill(t('admin.dashboard.usersDetail'), { paid: plural(s.paidUsers, adminPlurals.paidUsers), trials: plural(s.activeTrials, adminPlurals.activeTrials) })} />
            <StatCard testId="stat-weddings" label={t('admin.dashboard.weddings')} value={count(s.totalWeddings)} hint={fill(t('admin.dashboard.weddingsDetail'), { active: s.activeWeddings })} />
            <StatCard testId="stat-messages" label={t('admin.dashboard.messages')} value={count(s.totalMessages)} hint={fill(t('admin.dashboard.messagesDetail'), { count: s.messagesLast7Days })} />
            <StatCard testId="stat-revenue" label={t('admin.dashboard.revenue')} value={euros(s.totalRevenueCents)} hint={fill(t('admin.dashboard.revenueDetail'), { monthly: euros(s.monthlyRevenueCents) })} />
          </div>
        )}
      </QueryView>
      <Tabs
        label={t('admin.dashboard.title')}
        idPrefix="dashboard"
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

function SeeAll({ href }: { href: string }) {
  return (
    <div className="mt-3 text-right">
      <a className="link" href={href}>
        {t('admin.dashboard.seeAll')}
      </a>
    </div>
  );
}

function UsersTab() {
  const users = useAdminQuery(() => api.admin.users(), 'users');
  return (
    <QueryView query={users}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState text={t('admin.users.empty')} />
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('admin.users.col.user')}</th>
                    <th>{t('admin.users.col.type')}</th>
                    <th>{t('admin.users.col.wedding')}</th>
                    <th>{t('admin.users.col.createdAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.slice(0, PREVIEW).map((u) => (
                    <tr key={u.id}>
                      <td>
                        <div className="font-medium">
                          {personName(u)} {u.isAdmin && <Badge tone="primary">{t('admin.users.adminBadge')}</Badge>}
                        </div>
                        <div className="text-sm text-base-content/75">{u.email ?? u.username}</div>
                      </td>
                      <td>{t(`admin.users.type.${u.userType}`)}</td>
                      <td>{u.hasWedding ? u.weddingCount : <Badge tone="warning">{t('admin.users.unfinished')}</Badge>}</td>
                      <td>{frDate(u.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <SeeAll href="/admin/users" />
          </>
        )
      }
    </QueryView>
  );
}

function WeddingsTab() {
  const weddings = useAdminQuery(() => api.admin.weddings(), 'weddings');
  return (
    <QueryView query={weddings}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState text={t('admin.weddings.empty')} />
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('admin.weddings.col.wedding')}</th>
                    <th>{t('admin.weddings.col.status')}</th>
                    <th>{t('admin.weddings.col.type')}</th>
                    <th>{t('admin.weddings.col.messages')}</th>
                    <th>{t('admin.weddings.col.weddingDate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.slice(0, PREVIEW).map((w) => (
                    <tr key={w.id}>
                      <td>
                        <a className="link font-medium" href={`/admin/wedding/${w.id}`}>
                          {w.brideName} & {w.groomName}
                        </a>
                      </td>
                      <td>
                        <WeddingStatusBadge status={w.status.code} />
                      </td>
                      <td>
                        <WeddingTypeBadge wedding={w} />
                      </td>
                      <td>{count(w.messageCount)}</td>
                      <td>{frDate(w.weddingDate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <SeeAll href="/admin/weddings" />
          </>
        )
      }
    </QueryView>
  );
}

function MessagesTab() {
  const messages = useAdminQuery(() => api.admin.messages({ limit: PREVIEW }), 'messages-10');
  return (
    <QueryView query={messages}>
      {(list) => (
        <>
          <MessageTable messages={list} />
          {list.length > 0 && <SeeAll href="/admin/messages" />}
        </>
      )}
    </QueryView>
  );
}

function PreRegistrationsTab() {
  const pre = useAdminQuery(() => api.admin.preRegistrations(), 'pre-registrations');
  return (
    <QueryView query={pre}>
      {(data) =>
        data.rows.length === 0 ? (
          <EmptyState text={t('admin.preRegistrations.empty')} />
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('admin.preRegistrations.col.name')}</th>
                    <th>{t('admin.preRegistrations.col.email')}</th>
                    <th>{t('admin.preRegistrations.col.createdAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.slice(0, PREVIEW).map((r) => (
                    <tr key={r.id}>
                      <td>{[r.firstName, r.lastName].filter(Boolean).join(' ')}</td>
                      <td>{r.email}</td>
                      <td>{frDateTime(r.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <SeeAll href="/admin/pre-inscriptions" />
          </>
        )
      }
    </QueryView>
  );
}

function RevenueTab() {
  const revenue = useAdminQuery(() => api.admin.revenue('30d'), 'revenue-30d');
  return (
    <QueryView query={revenue}>
      {(r) => (
        <>
          <div className="mb-4 grid gap-4 sm:grid-cols-3">
            <StatCard label={t('admin.revenue.monthly')} value={euros(r.monthlyRevenueCents)} hint={t('admin.revenue.monthlyHint')} />
            <StatCard label={t('admin.revenue.subscriptions')} value={euros(r.subscriptions.revenueCents)} hint={count(r.subscriptions.count)} />
            <StatCard label={t('admin.revenue.oneTime')} value={euros(r.oneTimePurchases.revenueCents)} hint={count(r.oneTimePurchases.count)} />
          </div>
          <TransactionsTable transactions={r.recentTransactions} />
          <SeeAll href="/admin/revenue" />
        </>
      )}
    </QueryView>
  );
}
