// /admin/users: search and filters, Admin badge, 'Inscription non finalisée', view / edit / new user dialogs,
// delete with confirmation (removes the user's weddings; refused for admin-001 by the server).
import { useMemo, useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog.tsx';
import Modal from '../../../components/Modal.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { adminPlurals, fill } from '../../../shared/messages/admin.ts';
import { plural } from '../../../shared/messages/format-message.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TAdminUserRow } from '../../../shared/schemas/admin.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { euros, frDate, personName, weddingDate } from './format.ts';
import { matches } from './text-search.ts';
import { showFailure } from './feedback.ts';
import { Badge, DANGER_BUTTON, EmptyState, ErrorState, LoadingState, PageHeader, QueryView } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';

type TypeFilter = 'all' | 'couple' | 'wedding_planner' | 'admin';
type SubFilter = 'all' | 'active' | 'inactive' | 'trial';
type WeddingFilter = 'all' | 'with' | 'without';

export default function UsersScreen() {
  const users = useAdminQuery(() => api.admin.users(), 'users');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [sub, setSub] = useState<SubFilter>('all');
  const [wedding, setWedding] = useState<WeddingFilter>('all');
  const [viewing, setViewing] = useState<TAdminUserRow | null>(null);
  const [editing, setEditing] = useState<TAdminUserRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TAdminUserRow | null>(null);

  const visible = useMemo(
    () =>
      (users.data ?? []).filter((u) => {
        if (!matches(search, u.firstName, u.lastName, u.email, u.username, personName(u))) return false;
        if (type === 'admin' && !u.isAdmin) return false;
        if ((type === 'couple' || type === 'wedding_planner') && (u.isAdmin || u.userType !== type)) return false;
        if (sub !== 'all' && u.subscriptionStatus !== sub) return false;
        if (wedding === 'with' && !u.hasWedding) return false;
        if (wedding === 'without' && u.hasWedding) return false;
        return true;
      }),
    [users.data, search, type, sub, wedding],
  );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await api.admin.deleteUser(deleting.id);
      showToast({ title: t('admin.users.deleted') });
      users.setData((list) => list?.filter((u) => u.id !== deleting.id));
      setDeleting(null);
    } catch (error) {
      showFailure(t('admin.users.deleteFailed'), error);
      setDeleting(null);
    }
  }

  return (
    <div>
      <PageHeader
        title={t('admin.users.title')}
        subtitle={t('admin.users.subtitle')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} data-testid="user-new">
            + {t('admin.users.new')}
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="fieldset flex-1 py-0">
          <span className="fieldset-legend pt-0">{t('admin.search')}</span>
          <input type="search" className="input w-full min-w-64" placeholder={t('admin.users.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="users-search" />
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.users.filter.type')}</span>
          <select className="select" value={type} onChange={(e) => setType(e.target.value as TypeFilter)} data-testid="users-type-filter">
            <option value="all">{t('admin.all')}</option>
            <option value="couple">{t('admin.users.type.couple')}</option>
            <option value="wedding_planner">{t('admin.users.type.wedding_planner')}</option>
            <option value="admin">{t('admin.users.type.admin')}</option>
          </select>
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.users.filter.subscription')}</span>
          <select className="select" value={sub} onChange={(e) => setSub(e.target.value as SubFilter)}>
            <option value="all">{t('admin.all')}</option>
            <option value="active">{t('admin.users.sub.active')}</option>
            <option value="trial">{t('admin.users.sub.trial')}</option>
            <option value="inactive">{t('admin.users.sub.inactive')}</option>
          </select>
        </label>
        <label className="fieldset py-0">
          <span className="fieldset-legend pt-0">{t('admin.users.filter.wedding')}</span>
          <select className="select" value={wedding} onChange={(e) => setWedding(e.target.value as WeddingFilter)}>
            <option value="all">{t('admin.all')}</option>
            <option value="with">{t('admin.users.filter.withWedding')}</option>
            <option value="without">{t('admin.users.filter.withoutWedding')}</option>
          </select>
        </label>
      </div>

      {users.error ? (
        <ErrorState error={users.error} onRetry={users.reload} />
      ) : !users.data ? (
        <LoadingState />
      ) : visible.length === 0 ? (
        <EmptyState text={t('admin.users.empty')} />
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table" data-testid="users-table">
            <thead>
              <tr>
                <th>{t('admin.users.col.user')}</th>
                <th>{t('admin.users.col.type')}</th>
                <th>{t('admin.users.col.subscription')}</th>
                <th>{t('admin.users.col.wedding')}</th>
                <th>{t('admin.users.col.createdAt')}</th>
                <th>{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((u) => (
                <tr key={u.id} data-testid="user-row" data-user-id={u.id}>
                  <td>
                    <div className="flex flex-wrap items-center gap-2 font-medium">
                      {personName(u)}
                      {u.isAdmin && <Badge tone="primary" testId="admin-badge">{t('admin.users.adminBadge')}</Badge>}
                    </div>
                    <div className="text-sm text-base-content/75">{u.email ?? u.username}</div>
                  </td>
                  <td>{t(`admin.users.type.${u.userType}`)}</td>
                  <td>
                    <Badge tone={u.subscriptionStatus === 'active' ? 'success' : u.subscriptionStatus === 'trial' ? 'warning' : 'neutral'}>{t(`admin.users.sub.${u.subscriptionStatus}`)}</Badge>
                  </td>
                  <td>{u.isAdmin ? '—' : u.hasWedding ? plural(u.weddingCount, adminPlurals.weddings) : <Badge tone="warning">{t('admin.users.unfinished')}</Badge>}</td>
                  <td className="whitespace-nowrap">{frDate(u.createdAt)}</td>
                  <td>
                    <div className="flex flex-wrap gap-1">
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => setViewing(u)}>
                        {t('admin.view')}
                      </button>
                      <button type="button" className="btn btn-ghost btn-xs" onClick={() => setEditing(u)}>
                        {t('admin.edit')}
                      </button>
                      <button type="button" className={DANGER_BUTTON} onClick={() => setDeleting(u)} data-testid="user-delete">
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

      <Modal open={viewing !== null} title={t('admin.users.viewTitle')} onClose={() => setViewing(null)} testId="user-view">
        {viewing && <UserDetails id={viewing.id} />}
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => setViewing(null)}>
            {t('admin.close')}
          </button>
        </div>
      </Modal>

      {editing && (
        <UserForm
          key={editing.id}
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            users.setData((list) => list?.map((u) => (u.id === saved.id ? saved : u)));
            setEditing(null);
          }}
        />
      )}
      {creating && (
        <UserForm
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            users.setData((list) => [saved, ...(list ?? [])]);
            setCreating(false);
          }}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.delete')}
        message={deleting ? fill(t('admin.users.confirmDelete'), { name: personName(deleting) }) : ''}
        confirmLabel={t('admin.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function UserDetails({ id }: { id: string }) {
  const user = useAdminQuery(() => api.admin.user(id), `user-${id}`);
  return (
    <QueryView query={user}>
      {(u) => (
        <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-2 text-sm" data-testid="user-details">
          <dt className="font-medium text-base-content/75">{t('admin.users.field.email')}</dt>
          <dd>{u.email ?? '—'}</dd>
          {u.username && (
            <>
              <dt className="font-medium text-base-content/75">{t('admin.users.field.username')}</dt>
              <dd>{u.username}</dd>
            </>
          )}
          <dt className="font-medium text-base-content/75">{t('admin.users.field.firstName')}</dt>
          <dd>{u.firstName ?? '—'}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.lastName')}</dt>
          <dd>{u.lastName ?? '—'}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.userType')}</dt>
          <dd>{t(`admin.users.type.${u.userType}`)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.subscriptionStatus')}</dt>
          <dd>{t(`admin.users.sub.${u.subscriptionStatus}`)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.authProvider')}</dt>
          <dd>{u.authProvider}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.col.createdAt')}</dt>
          <dd>{frDate(u.createdAt)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.transactions')}</dt>
          <dd>
            {u.completedTransactions} · {euros(u.paidCents)}
          </dd>
          <dt className="font-medium text-base-content/75">{t('admin.menu.weddings')}</dt>
          <dd>
            {u.weddings.length === 0 ? (
              u.isAdmin ? '—' : t('admin.users.unfinished')
            ) : (
              <ul className="space-y-1">
                {u.weddings.map((w) => (
                  <li key={w.id}>
                    <a className="link" href={`/admin/wedding/${w.id}`}>
                      {w.brideName} & {w.groomName}
                    </a>{' '}
                    · {weddingDate(w.weddingDate)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
    </QueryView>
  );
}

/** Edit an account (names, e-mail, type, subscription) or create one (with a password). */
function UserForm({ user, onClose, onSaved }: { user?: TAdminUserRow; onClose: () => void; onSaved: (user: TAdminUserRow) => void }) {
  const [email, setEmail] = useState(user?.email ?? '');
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [password, setPassword] = useState('');
  const [userType, setUserType] = useState(user?.userType ?? 'couple');
  const [subscriptionStatus, setSubscriptionStatus] = useState(user?.subscriptionStatus ?? 'inactive');
  const [subscriptionPlan, setSubscriptionPlan] = useState<string>(user?.subscriptionPlan ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = user
        ? await api.admin.updateUser(user.id, {
            ...(user.email !== null || email ? { email } : {}),
            firstName,
            lastName,
            userType,
            subscriptionStatus,
            subscriptionPlan: subscriptionPlan === '' ? null : (subscriptionPlan as 'couple' | 'wedding_planner'),
          })
        : await api.admin.createUser({ email, firstName, lastName, password, userType });
      showToast({ title: t(user ? 'admin.users.updated' : 'admin.users.created') });
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err, t('admin.users.saveFailed')));
      showError(errorMessage(err, t('admin.users.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  const prefix = user ? `edit-${user.id}` : 'new-user';
  return (
    <Modal open title={t(user ? 'admin.users.editTitle' : 'admin.users.createTitle')} onClose={onClose} busy={busy} testId="user-form">
      <form onSubmit={submit} className="grid gap-1" noValidate>
        <label className="fieldset py-0" htmlFor={`${prefix}-email`}>
          <span className="fieldset-legend">{t('admin.users.field.email')}</span>
        </label>
        <input id={`${prefix}-email`} type="email" className="input w-full" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        <label className="fieldset py-0" htmlFor={`${prefix}-first`}>
          <span className="fieldset-legend">{t('admin.users.field.firstName')}</span>
        </label>
        <input id={`${prefix}-first`} className="input w-full" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        <label className="fieldset py-0" htmlFor={`${prefix}-last`}>
          <span className="fieldset-legend">{t('admin.users.field.lastName')}</span>
        </label>
        <input id={`${prefix}-last`} className="input w-full" value={lastName} onChange={(e) => setLastName(e.target.value)} />
        {!user && (
          <>
            <label className="fieldset py-0" htmlFor={`${prefix}-password`}>
              <span className="fieldset-legend">{t('admin.users.field.password')}</span>
            </label>
            <input id={`${prefix}-password`} type="password" className="input w-full" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
          </>
        )}
        <label className="fieldset py-0" htmlFor={`${prefix}-type`}>
          <span className="fieldset-legend">{t('admin.users.field.userType')}</span>
        </label>
        <select id={`${prefix}-type`} className="select w-full" value={userType} onChange={(e) => setUserType(e.target.value as typeof userType)}>
          <option value="couple">{t('admin.users.type.couple')}</option>
          <option value="wedding_planner">{t('admin.users.type.wedding_planner')}</option>
        </select>
        {user && (
          <>
            <label className="fieldset py-0" htmlFor={`${prefix}-sub`}>
              <span className="fieldset-legend">{t('admin.users.field.subscriptionStatus')}</span>
            </label>
            <select id={`${prefix}-sub`} className="select w-full" value={subscriptionStatus} onChange={(e) => setSubscriptionStatus(e.target.value as typeof subscriptionStatus)}>
              <option value="active">{t('admin.users.sub.active')}</option>
              <option value="trial">{t('admin.users.sub.trial')}</option>
              <option value="inactive">{t('admin.users.sub.inactive')}</option>
            </select>
            <label className="fieldset py-0" htmlFor={`${prefix}-plan`}>
              <span className="fieldset-legend">{t('admin.users.field.subscriptionPlan')}</span>
            </label>
            <select id={`${prefix}-plan`} className="select w-full" value={subscriptionPlan} onChange={(e) => setSubscriptionPlan(e.target.value)}>
              <option value="">{t('admin.users.field.noPlan')}</option>
              <option value="couple">{t('admin.users.type.couple')}</option>
              <option value="wedding_planner">{t('admin.users.type.wedding_planner')}</option>
            </select>
          </>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="user-form-submit">
            {busy ? t('admin.saving') : t('admin.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
