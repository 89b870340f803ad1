// The edit / new user dialog of /admin/users.
import { useState, type SubmitEvent } from 'react';
import Modal from '../../../../components/ui/Modal.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { adminApi } from '../../../../lib/admin-api.ts';
import { t } from '../../../../shared/messages/index.ts';
import type { TAdminUserRow } from '../../../../shared/schemas/admin.ts';
import { showError, showToast } from '../../../../stores/toasts.ts';

/** Edit an account (names, e-mail, type, subscription) or create one (with a password). */
export default function UserForm({
  user,
  onClose,
  onSaved,
}: {
  user?: TAdminUserRow;
  onClose: () => void;
  onSaved: (user: TAdminUserRow) => void;
}) {
  const [email, setEmail] = useState(user?.email ?? '');
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [password, setPassword] = useState('');
  const [userType, setUserType] = useState(user?.userType ?? 'couple');
  // The status an account shows follows its payments and trials; the team only grants « active » on top of them.
  const [granted, setGranted] = useState(user?.grantedActive ?? false);
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
            ...(granted !== user.grantedActive ? { subscriptionStatus: granted ? 'active' : 'inactive' } : {}),
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
    <Modal
      open
      title={t(user ? 'admin.users.editTitle' : 'admin.users.createTitle')}
      onClose={onClose}
      busy={busy}
      testId="user-form"
    >
      <form onSubmit={submit} className="grid gap-1" noValidate>
        <label className="fieldset py-0" htmlFor={`${prefix}-email`}>
          <span className="fieldset-legend">{t('admin.users.field.email')}</span>
        </label>
        <input
          id={`${prefix}-email`}
          type="email"
          className="input w-full"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
        />
        <label className="fieldset py-0" htmlFor={`${prefix}-first`}>
          <span className="fieldset-legend">{t('admin.users.field.firstName')}</span>
        </label>
        <input
          id={`${prefix}-first`}
          className="input w-full"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <label className="fieldset py-0" htmlFor={`${prefix}-last`}>
          <span className="fieldset-legend">{t('admin.users.field.lastName')}</span>
        </label>
        <input
          id={`${prefix}-last`}
          className="input w-full"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
        {!user && (
          <>
            <label className="fieldset py-0" htmlFor={`${prefix}-password`}>
              <span className="fieldset-legend">{t('admin.users.field.password')}</span>
            </label>
            <input
              id={`${prefix}-password`}
              type="password"
              className="input w-full"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
            />
          </>
        )}
        <label className="fieldset py-0" htmlFor={`${prefix}-type`}>
          <span className="fieldset-legend">{t('admin.users.field.userType')}</span>
        </label>
        <select
          id={`${prefix}-type`}
          className="select w-full"
          value={userType}
          onChange={(e) => setUserType(e.target.value as typeof userType)}
        >
          <option value="couple">{t('admin.users.type.couple')}</option>
          <option value="wedding_planner">{t('admin.users.type.wedding_planner')}</option>
        </select>
        {user && (
          <>
            <label className="fieldset py-0" htmlFor={`${prefix}-grant`}>
              <span className="fieldset-legend">{t('admin.users.field.grant')}</span>
            </label>
            <select
              id={`${prefix}-grant`}
              className="select w-full"
              value={granted ? 'yes' : 'no'}
              onChange={(e) => setGranted(e.target.value === 'yes')}
              aria-describedby={`${prefix}-grant-note`}
            >
              <option value="yes">{t('admin.users.grant.yes')}</option>
              <option value="no">{t('admin.users.grant.no')}</option>
            </select>
            <p id={`${prefix}-grant-note`} className="text-sm text-base-content/80" data-testid="user-form-status">
              {t('admin.users.grant.current', { status: t(`admin.users.sub.${user.subscriptionStatus}`) })}
            </p>
            <label className="fieldset py-0" htmlFor={`${prefix}-plan`}>
              <span className="fieldset-legend">{t('admin.users.field.subscriptionPlan')}</span>
            </label>
            <select
              id={`${prefix}-plan`}
              className="select w-full"
              value={subscriptionPlan}
              onChange={(e) => setSubscriptionPlan(e.target.value)}
            >
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
