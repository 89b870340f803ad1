// /admin/weddings: the counters of the status module's groups (the dashboard's figures), the list searched (bride, groom, weddingId),
// filtered (status, type), sorted and paged by the server with its state in the URL, each row opening the
// wedding's page; the details dialog (5 latest messages), the management view (?gestion=<id>) and delete
// (browser confirm, which names the money at stake the server found first).
import { navigate } from 'astro:transitions/client';
import { useState } from 'react';
import { noSubscription, useClientValue } from '../../../components/use-client-value.ts';
import Modal from '../../../components/ui/Modal.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { ZAdminWeddingsQuery, type TAdminWeddingRow } from '../../../shared/schemas/admin.ts';
import { WEDDING_BUCKETS } from '../../../shared/wedding-status.ts';
import { deletionWarnings } from '../../../shared/deletion-warnings.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { DataTable, type Column } from './data-table/DataTable.tsx';
import { ListToolbar } from './data-table/ListToolbar.tsx';
import { useUrlList } from './data-table/use-url-list.ts';
import { count } from './format.ts';
import { messageColumns } from './message-columns.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { StatCard } from '../../../components/ui/StatCard.tsx';
import { DANGER_BUTTON } from '../../../components/ui/tones.ts';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { weddingColumns, weddingHref } from './wedding-columns.tsx';
import { WeddingInfo } from './WeddingInfo.tsx';
import { WeddingManagement } from './WeddingManagement.tsx';

const MANAGE_PARAM = 'gestion';

function managedIdFromUrl(): number | null {
  if (typeof window === 'undefined') return null;
  const raw = new URLSearchParams(location.search).get(MANAGE_PARAM);
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

/** The list and the management view are two URLs of this page: back and forward move between them. */
function openManagement(id: number | null) {
  const url = new URL(location.href);
  if (id === null) url.searchParams.delete(MANAGE_PARAM);
  else url.searchParams.set(MANAGE_PARAM, String(id));
  void navigate(url.pathname + url.search);
}

export default function WeddingsScreen() {
  // Each view is its own page load (client-side), so the URL is read once.
  const managed = useClientValue(noSubscription, managedIdFromUrl, null);
  if (managed !== null) {
    return (
      <WeddingManagement id={managed} onBack={() => openManagement(null)} onDeleted={() => openManagement(null)} />
    );
  }
  return <WeddingsList />;
}

function WeddingsList() {
  const { query, list, sort, paging } = useUrlList(ZAdminWeddingsQuery, (q) => adminApi.weddings(q));
  const stats = useQuery(() => adminApi.stats(), 'stats', adminReads);
  const [details, setDetails] = useState<TAdminWeddingRow | null>(null);

  async function remove(w: TAdminWeddingRow) {
    let money;
    try {
      money = (await adminApi.weddingDeletion(w.id)).money;
    } catch (error) {
      showError(t('admin.deletion.checkFailed'));
      console.error(error);
      return;
    }
    const { warnings, notes } = deletionWarnings(money);
    const question = t('admin.weddings.confirmDelete').replace('{names}', `${w.brideName} & ${w.groomName}`);
    if (!window.confirm([question, ...warnings.map((line) => `⚠ ${line}`), ...notes].join('\n\n'))) return;
    try {
      await adminApi.deleteWedding(w.id);
      showToast({ title: t('admin.weddings.deleted') });
      list.reload();
      stats.reload();
    } catch (error) {
      showError(t('admin.weddings.deleteFailed'));
      console.error(error);
    }
  }

  const actions: Column<TAdminWeddingRow> = {
    key: 'actions',
    header: t('admin.actions'),
    cell: (w) => (
      <span className="flex flex-col items-start gap-1">
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDetails(w)}>
          {t('admin.weddings.details')}
        </button>
        <button type="button" className="btn btn-outline btn-xs" onClick={() => openManagement(w.id)}>
          {t('admin.weddings.manage')}
        </button>
        <button type="button" className={DANGER_BUTTON} onClick={() => void remove(w)}>
          {t('admin.delete')}
        </button>
      </span>
    ),
  };

  const s = stats.data;
  return (
    <div>
      <PageHeader title={t('admin.weddings.title')} subtitle={t('admin.weddings.subtitle')} />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        <StatCard
          testId="count-total"
          label={t('admin.weddings.count.total')}
          value={s ? count(s.totalWeddings) : '…'}
        />
        <StatCard
          testId="count-active"
          label={t('admin.weddings.count.active')}
          value={s ? count(s.activeWeddings) : '…'}
        />
        <StatCard
          testId="count-trial"
          label={t('admin.weddings.count.trial')}
          value={s ? count(s.activeTrials) : '…'}
        />
        <StatCard testId="count-paid" label={t('admin.weddings.count.paid')} value={s ? count(s.paidWeddings) : '…'} />
        {(['awaiting_payment', 'balance_failed', 'refunded', 'over'] as const).map((bucket) => (
          <StatCard
            key={bucket}
            testId={`count-${bucket}`}
            label={t(`admin.weddings.count.${bucket}`)}
            value={s ? count(s.weddingsByStatus[bucket]) : '…'}
            tone={bucket === 'balance_failed' && s && s.weddingsByStatus[bucket] > 0 ? 'error' : undefined}
          />
        ))}
      </div>

      <ListToolbar
        search={{ value: query.q, placeholder: t('admin.weddings.searchPlaceholder'), testId: 'weddings-search' }}
        filters={[
          {
            key: 'status',
            label: t('admin.weddings.filter.status'),
            value: query.status,
            testId: 'weddings-status-filter',
            options: WEDDING_BUCKETS.map((bucket) => ({ value: bucket, label: t(`admin.weddings.status.${bucket}`) })),
          },
          {
            key: 'type',
            label: t('admin.weddings.filter.type'),
            value: query.type,
            testId: 'weddings-type-filter',
            options: [
              { value: 'trial', label: t('admin.weddings.type.trial') },
              { value: 'paid', label: t('admin.weddings.type.paid') },
              { value: 'unpaid', label: t('admin.weddings.type.unpaid') },
            ],
          },
        ]}
      />

      <DataTable
        label={t('admin.weddings.title')}
        columns={[...weddingColumns(), actions]}
        list={list}
        rowKey={(w) => w.id}
        rowAction={{ href: weddingHref }}
        rowProps={(w) => ({ 'data-wedding-id': w.weddingId })}
        sort={sort}
        paging={paging}
        empty={t('admin.weddings.empty')}
        testId="weddings-table"
        rowTestId="wedding-row"
      />

      <Modal
        open={details !== null}
        title={details ? `${details.brideName} & ${details.groomName}` : ''}
        onClose={() => setDetails(null)}
        testId="wedding-details"
      >
        {details && <WeddingDetailsBody id={details.id} />}
        <div className="modal-action">
          {details && (
            <a className="btn btn-ghost" href={weddingHref(details)}>
              {t('admin.weddings.openDetail')}
            </a>
          )}
          <button type="button" className="btn" onClick={() => setDetails(null)}>
            {t('admin.close')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

function WeddingDetailsBody({ id }: { id: number }) {
  const detail = useQuery(() => adminApi.wedding(id), `wedding-${id}`, adminReads);
  return (
    <QueryView query={detail}>
      {(w) => (
        <div className="space-y-4">
          <WeddingInfo wedding={w} compact />
          <h3 className="font-semibold">{t('admin.weddings.latestMessages')}</h3>
          <DataTable
            label={t('admin.weddings.latestMessages')}
            columns={messageColumns({ showWedding: false })}
            list={{
              data: {
                rows: w.latestMessages,
                total: w.latestMessages.length,
                offset: 0,
                nextCursor: null,
                prevCursor: null,
              },
              error: null,
              loading: false,
              reload: detail.reload,
            }}
            rowKey={(m) => m.id}
            empty={t('admin.messagesPage.empty')}
            cardsOnly
          />
        </div>
      )}
    </QueryView>
  );
}
