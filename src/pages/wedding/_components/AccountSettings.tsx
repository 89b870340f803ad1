// Paramètres: the account's e-mail and name, a working password change (other sessions are signed out), and the
// couple's data: export and erasure.
import { useState, type SubmitEvent } from 'react';
import { BusyButton, fieldErrors, useFormFields } from '../../../components/ui/Field.tsx';
import PasswordField, { NewPasswordFields } from '../../../components/ui/PasswordField.tsx';
import { api, AppError, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import { ZChangePasswordRequest, type TSessionUser } from '../../../shared/schemas/auth.ts';
import { displayName, handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import PrivacySettings from './PrivacySettings.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export default function AccountSettings({ user }: { user: TSessionUser }) {
  const { values, setValues, errors, setErrors, set } = useFormFields(EMPTY);
  const [saving, setSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!found.newPassword && values.newPassword !== values.confirmPassword)
      found.confirmPassword = t('signup.password.mismatch');
    if (!parsed.success || found.confirmPassword) {
      setErrors(found);
      if (found.newPassword)
        showToast({ title: t('signup.password.weak.title'), description: found.newPassword, variant: 'destructive' });
      else if (found.confirmPassword)
        showToast({
          title: t('signup.password.mismatch.title'),
          description: found.confirmPassword,
          variant: 'destructive',
        });
      return;
    }
    setSaving(true);
    try {
      const { message } = await api.auth.changePassword(parsed.data);
      showToast({ title: t('password.changed.title'), description: message });
      setValues(EMPTY);
    } catch (error) {
      handleUnauthenticated(error);
      const text = errorMessage(error, t('password.change.failed'));
      if (error instanceof AppError && error.status === 400 && text === t('password.current.wrong'))
        setErrors({ currentPassword: text });
      showError(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <section className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="account-title">
        <div className="card-body">
          <h2 id="account-title" className="card-title">
            {t('account.title')}
          </h2>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-base-content/75">{t('account.email')}</dt>
              <dd className="break-all font-medium" data-testid="account-email">
                {user.email ?? t('ui.notSet')}
              </dd>
            </div>
            <div>
              <dt className="text-base-content/75">{t('account.fullName')}</dt>
              <dd className="font-medium">{displayName({ ...user, email: null }) || t('ui.notSet')}</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="password-title">
        <form className="card-body" onSubmit={submit} noValidate data-testid="password-form">
          <h2 id="password-title" className="card-title">
            {t('password.title')}
          </h2>
          <p className="text-sm text-base-content/75">{t('password.othersRevoked')}</p>
          <PasswordField
            id="password-current"
            purpose="current"
            label={t('password.current')}
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
            disabled={saving}
          />
          <NewPasswordFields
            ids={{ password: 'password-new', confirm: 'password-confirm' }}
            labels={{ password: t('password.new'), confirm: t('password.confirm') }}
            values={{ password: values.newPassword, confirm: values.confirmPassword }}
            errors={{ password: errors.newPassword, confirm: errors.confirmPassword }}
            onChange={{ password: set('newPassword'), confirm: set('confirmPassword') }}
            disabled={saving}
          />
          <div className="card-actions mt-2 justify-end">
            <BusyButton className="btn btn-primary btn-sm" busy={saving}>
              {t('password.submit')}
            </BusyButton>
          </div>
        </form>
      </section>
      <PrivacySettings />
    </div>
  );
}
