// /admin/users: search, filters, sort and pages from the server (state in the URL), Admin badge, 'Inscription non
// finalisée', a row opens the account's details; edit / new user dialogs, delete with confirmation (removes the
// user's weddings) never offered for the protected admin-001. The details and the form are in users/.
import { useState } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import Modal from '../../../components/ui/Modal.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { ZAdminUsersQuery, type TAdminUserRow } from '../../../shared/schemas/admin.ts';
import { showToast } from '../../../stores/toasts.ts';
import { DataTable, type Column } from './data-table/DataTable.tsx';
import { ListToolbar } from './data-table/ListToolbar.tsx';
import { useUrlList } from './data-table/use-url-list.ts';
import { personName } from './format.ts';
import { showFailure } from './feedback.ts';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { DANGER_BUTTON } from '../../../components/ui/tones.ts';
import { userColumns } from './user-columns.tsx';
import UserDetails from './users/UserDetails.tsx';
import UserForm from './users/UserForm.tsx';
import { DeletionImpact, useDeletionImpact } from './DeletionImpact.tsx';

export default function UsersScreen() {
  const { query, list, sort, paging } = useUrlList(ZAdminUsersQuery, (q) => adminApi.users(q));
  const [viewing, setViewing] = useState<TAdminUserRow | null>(null);
  const [editing, setEditing] = useState<TAdminUserRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TAdminUserRow | null>(null);
  const deletion = useDeletionImpact(
    () => adminApi.userDeletion(deleting!.id),
    deleting ? `user-deletion-${deleting.id}` : null,
  );

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

      <Modal
        closeButton
        open={viewing !== null}
        title={t('admin.users.viewTitle')}
        onClose={() => setViewing(null)}
        testId="user-view"
      >
        {viewing && <UserDetails id={viewing.id} />}
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
        confirmDisabled={!deletion.ready}
      >
        <DeletionImpact impact={deletion.impact} />
      </ConfirmDialog>
    </div>
  );
}
