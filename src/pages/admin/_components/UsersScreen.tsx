// /admin/users: search, filters, sort and pages from the server (state in the URL), Admin badge, 'Inscription non
// finalisée', a row opens the account's details; edit / new user dialogs, delete with confirmation (removes the
// user's weddings) never offered for the protected admin-001.
import { useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog.tsx';
import Modal from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { tPlural } from '../../../shared/messages/plural.ts';
import { ZAdminUsersQuery, type TAdminUserRow } from '../../../shared/schemas/admin.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { DataTable, type Column } from './data-table/DataTable.tsx';
import { ListToolbar } from './data-table/ListToolbar.tsx';
import { useUrlList } from './data-table/use-url-list.ts';
import { euros, frDate, personName, weddingDate } from './format.ts';
import { showFailure } from './feedback.ts';
import { DANGER_BUTTON, PageHeader, QueryView } from './ui.tsx';
import { useAdminQuery } from './use-admin-query.ts';
import { userColumns, userTypeLabel } from './user-columns.tsx';

export default function UsersScreen() {
  const { query, list, sort, paging } = useUrlList(ZAdminUsersQuery, (q) => adminApi.users(q));
  const [viewing, setViewing] = useState<TAdminUserRow | null>(null);
  const [editing, setEditing] = useState<TAdminUserRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TAdminUserRow | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await adminApi.deleteUser(deleting.id);
      showToast({ title: t('admin.users.deleted') });
      list.reload();
      setDeleting(null);
    } catch (error) {
      showFailure(t('admin.users.deleteFailed'), error);
      setDeleting(null);
    }
  }

  const actions: Column<TAdminUserRow> = {
    key: 'actions',
    header: t('admin.actions'),
    cell: (u) => (
      <span className="flex flex-wrap items-center gap-1">
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => setEditing(u)}>
          {t('admin.edit')}
        </button>
        {u.builtIn ? (
          // admin-001 cannot be deleted (the server refuses it): nothing offers to.
          <span className="text-xs text-base-content/75" data-testid="user-protected">
            {t('admin.users.protected')}
          </span>
        ) : (
          <button type="button" className={DANGER_BUTTON} onClick={() => setDeleting(u)} data-testid="user-delete">
            {t('admin.delete')}
          </button>
        )}
      </span>
    ),
  };

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
      <ListToolbar
        search={{ value: query.q, placeholder: t('admin.users.searchPlaceholder'), testId: 'users-search' }}
        filters={[
          {
            key: 'type',
            label: t('admin.users.filter.type'),
            value: query.type,
            testId: 'users-type-filter',
            options: [
              { value: 'couple', label: t('admin.users.type.couple') },
              { value: 'wedding_planner', label: t('admin.users.type.wedding_planner') },
              { value: 'admin', label: t('admin.users.type.admin') },
            ],
          },
          {
            key: 'subscription',
            label: t('admin.users.filter.subscription'),
            value: query.subscription,
            testId: 'users-subscription-filter',
            options: [
              { value: 'active', label: t('admin.users.sub.active') },
              { value: 'trial', label: t('admin.users.sub.trial') },
              { value: 'inactive', label: t('admin.users.sub.inactive') },
            ],
          },
          {
            key: 'wedding',
            label: t('admin.users.filter.wedding'),
            value: query.wedding,
            testId: 'users-wedding-filter',
            options: [
              { value: 'with', label: t('admin.users.filter.withWedding') },
              { value: 'without', label: t('admin.users.filter.withoutWedding') },
            ],
          },
        ]}
      />

      <DataTable
        label={t('admin.users.title')}
        columns={[...userColumns(), actions]}
        list={list}
        rowKey={(u) => u.id}
        rowAction={{ open: setViewing, label: (u) => `${t('admin.view')} : ${personName(u)}` }}
        rowProps={(u) => ({ 'data-user-id': u.id })}
        sort={sort}
        paging={paging}
        empty={t('admin.users.empty')}
        testId="users-table"
        rowTestId="user-row"
      />

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
          onSaved={() => {
            list.reload();
            setEditing(null);
          }}
        />
      )}
      {creating && (
        <UserForm
          onClose={() => setCreating(false)}
          onSaved={() => {
            list.reload();
            setCreating(false);
          }}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.delete')}
        message={deleting ? t('admin.users.confirmDelete', { name: personName(deleting) }) : ''}
        confirmLabel={t('admin.delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function UserDetails({ id }: { id: string }) {
  const user = useAdminQuery(() => adminApi.user(id), `user-${id}`);
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
          <dd>{userTypeLabel(u)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.subscriptionStatus')}</dt>
          <dd>{t(`admin.users.sub.${u.subscriptionStatus}`)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.authProvider')}</dt>
          <dd>{u.authProvider}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.col.createdAt')}</dt>
          <dd>{frDate(u.createdAt)}</dd>
          <dt className="font-medium text-base-content/75">{t('admin.users.field.transactions')}</dt>
          <dd>
            {tPlural('admin.users.payments', u.completedTransactions)} · {euros(u.paidCents)}
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
        ? await adminApi.updateUser(user.id, {
            ...(user.email !== null || email ? { email } : {}),
            firstName,
            lastName,
            userType,
            subscriptionStatus,
            subscriptionPlan: subscriptionPlan === '' ? null : (subscriptionPlan as 'couple' | 'wedding_planner'),
          })
        : await adminApi.createUser({ email, firstName, lastName, password, userType });
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
