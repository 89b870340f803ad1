// /admin/weddings: four counters, search (bride, groom, weddingId), status and type filters, the table with its
// badges, the details dialog (5 latest messages), the management view and delete (browser confirm).
import { useMemo, useState, useSyncExternalStore } from 'react';
import Modal from '../../../components/Modal.tsx';
import { api } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TAdminWeddingRow } from '../../../shared/schemas/admin.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { count, frDate } from './format.ts';
import { MessageTable } from './MessageTable.tsx';
import { matches } from './text-search.ts';
import { DANGER_BUTTON, EmptyState, ErrorState, LoadingState, PageHeader, QueryView, StatCard } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';
import { WeddingTypeBadge, WeddingStatusBadge } from './wedding-badges.tsx';
import { WeddingInfo } from './WeddingInfo.tsx';
import { WeddingManagement } from './WeddingManagement.tsx';

type StatusFilter = 'all' | 'active' | 'inactive';
type TypeFilter = 'all' | 'trial' | 'paid' | 'unpaid';

const MANAGE_PARAM = 'gestion';

/** Fired when this screen moves between the list and the management view (pushState fires no event). */
const URL_CHANGE = 'admin:url-change';

function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_CHANGE, onChange);
  };
}

function managedIdFromUrl(): number | null {
  if (typeof window === 'undefined') return null;
  const raw = new URLSearchParams(location.search).get(MANAGE_PARAM);
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

export default function WeddingsScreen() {
  const weddings = useAdminQuery(() => api.admin.weddings(), 'weddings');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [details, setDetails] = useState<TAdminWeddingRow | null>(null);
  const managed = useSyncExternalStore(subscribeToUrl, managedIdFromUrl, () => null);

  function openManagement(id: number | null) {
    const url = new URL(location.href);
    if (id === null) url.searchParams.delete(MANAGE_PARAM);
    else url.searchParams.set(MANAGE_PARAM, String(id));
    history.pushState(null, '', url);
    window.dispatchEvent(new Event(URL_CHANGE));
    window.scrollTo({ top: 0 });
  }

  const visible = useMemo(
    () =>
      (weddings.data ?? []).filter((w) => {
        if (!matches(search, w.brideName, w.groomName, w.weddingId)) return false;
        const s = w.status.code;
        if (status === 'active' && s !== 'active') return false;
        if (status === 'inactive' && s === 'active') return false;
        if (type === 'trial' && !w.isTrial) return false;
        if (type === 'paid' && (w.isTrial || !w.isPaid)) return false;
        if (type === 'unpaid' && (w.isTrial || w.isPaid)) return false;
        return true;
      }),
    [weddings.data, search, status, type],
  );

  async function remove(w: TAdminWeddingRow) {
    if (!window.confirm(t('admin.weddings.confirmDelete').replace('{names}', `${w.brideName} & ${w.groomName}`))) return;
    try {
      await api.admin.deleteWedding(w.id);
      showToast({ title: t('admin.weddings.deleted') });
      weddings.setData((list) => list?.filter((x) => x.id !== w.id));
    } catch (error) {
      showError(t('admin.weddings.deleteFailed'));
      console.error(error);
    }
  }

  if (managed !== null) {
    return (
      <WeddingManagement
        id={managed}
        onBack={() => {
          openManagement(null);
          weddings.reload();
        }}
        onDeleted={() => {
          openManagement(null);
          weddings.reload();
        }}
      />
    );
  }

  const all = weddings.data ?? [];
  return (
    <div>
      <PageHeader title={t('admin.weddings.title')} subtitle={t('admin.weddings.subtitle')} />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard testId="count-total" label={t('admin.weddings.count.total')} value={weddings.data ? count(all.length) : '…'} />
        <StatCard testId="count-active" label={t('admin.weddings.count.active')} value={weddings.data ? count(all.filter((w) => w.status.code === 'active').length) : '…'} />
        <StatCard testId="count-trial" label={t('admin.weddings.count.trial')} value={weddings.data ? count(all.filter((w) => w.isTrial).length) : '…'} />
        <StatCard testId="count-paid" label={t('admin.weddings.count.paid')} value={weddings.data ? count(all.filter((w) => !w.isTrial && w.isPaid).length) : '…'} />
      </div>

      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="fieldset flex-1 py-0">
          <span className="fieldset-legend pt-0">{t('admin.search')}</span>
          <input
            type="search"
            className="input w-full min-w-64"
            placeholder={t('admin.weddings.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="weddings-search"
          />
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.weddings.filter.status')}</span>
          <select className="select" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)} data-testid="weddings-status-filter">
            <option value="all">{t('admin.all')}</option>
            <option value="active">{t('admin.weddings.status.active')}</option>
            <option value="inactive">{t('admin.weddings.status.inactive')}</option>
          </select>
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.weddings.filter.type')}</span>
          <select className="select" value={type} onChange={(e) => setType(e.target.value as TypeFilter)} data-testid="weddings-type-filter">
            <option value="all">{t('admin.all')}</option>
            <option value="trial">{t('admin.weddings.type.trial')}</option>
            <option value="paid">{t('admin.weddings.type.paid')}</option>
            <option value="unpaid">{t('admin.weddings.type.unpaid')}</option>
          </select>
        </label>
      </div>

      {weddings.error ? (
        <ErrorState error={weddings.error} onRetry={weddings.reload} />
      ) : !weddings.data ? (
        <LoadingState />
      ) : visible.length === 0 ? (
        <EmptyState text={t('admin.weddings.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table" data-testid="weddings-table">
            <thead>
              <tr>
                <th>{t('admin.weddings.col.wedding')}</th>
                <th>{t('admin.weddings.col.assistantId')}</th>
                <th>{t('admin.weddings.col.status')}</th>
                <th>{t('admin.weddings.col.type')}</th>
                <th className="text-right">{t('admin.weddings.col.messages')}</th>
                <th>{t('admin.weddings.col.weddingDate')}</th>
                <th>{t('admin.weddings.col.createdAt')}</th>
                <th>{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((w) => (
                <tr key={w.id} data-testid="wedding-row" data-wedding-id={w.weddingId}>
                  <td>
                    <div className="font-medium">
                      {w.brideName} & {w.groomName}
                    </div>
                    <div className="text-sm text-base-content/75">{w.user?.email ?? w.contactEmail ?? '—'}</div>
                  </td>
                  <td className="font-mono text-sm">{w.weddingId}</td>
                  <td>
                    <WeddingStatusBadge status={w.status.code} />
                  </td>
                  <td>
                    <WeddingTypeBadge wedding={w} />
                  </td>
                  <td className="text-right">{count(w.messageCount)}</td>
                  <td className="whitespace-nowrap">{frDate(w.weddingDate)}</td>
                  <td className="whitespace-nowrap">{frDate(w.createdAt)}</td>
                  <td>
                    <div className="flex flex-wrap gap-1">
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => setDetails(w)}>
                        {t('admin.weddings.details')}
                      </button>
                      <button type="button" className="btn btn-outline btn-xs" onClick={() => openManagement(w.id)}>
                        {t('admin.weddings.manage')}
                      </button>
                      <button type="button" className={DANGER_BUTTON} onClick={() => void remove(w)}>
                        {t('admin.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Modal open={details !== null} title={details ? `${details.brideName} & ${details.groomName}` : ''} onClose={() => setDetails(null)} testId="wedding-details">
        {details && <WeddingDetailsBody id={details.id} />}
        <div className="modal-action">
          {details && (
            <a className="btn btn-ghost" href={`/admin/wedding/${details.id}`}>
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
  const detail = useAdminQuery(() => api.admin.wedding(id), `wedding-${id}`);
  return (
    <QueryView query={detail}>
      {(w) => (
        <div className="space-y-4">
          <WeddingInfo wedding={w} compact />
          <h3 className="font-semibold">{t('admin.weddings.latestMessages')}</h3>
          <MessageTable messages={w.latestMessages} showWedding={false} />
        </div>
      )}
    </QueryView>
  );
}
