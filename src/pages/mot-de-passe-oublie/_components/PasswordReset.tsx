// « Mot de passe oublié » (issue 28): the request form (`/mot-de-passe-oublie`) and the new password from the
// e-mailed link (`/reinitialiser-mot-de-passe#<token>`). The same neutral answer whatever the address.
import { useState, type SubmitEvent } from 'react';
import { BusyButton, fieldErrors, useFormFields } from '../../../components/ui/Field.tsx';
import { EmailField, NewPasswordFields } from '../../../components/ui/PasswordField.tsx';
import { useBrowserValue } from '../../../components/hooks.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import { ZNewPassword, ZPasswordResetRequest } from '../../../shared/schemas/auth.ts';
import { flashToast, navigate } from '../../../stores/couple-flow.ts';
import { showError } from '../../../stores/toasts.ts';

export default function PasswordReset({ step }: { step: 'request' | 'new' }) {
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      {step === 'request' ? <RequestLink /> : <NewPassword />}
    </div>
  );
}

function RequestLink() {
  const { values, errors, setErrors, set } = useFormFields({ email: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZPasswordResetRequest.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setBusy(true);
    try {
      setSent((await api.auth.requestPasswordReset(parsed.data)).message);
    } catch (error) {
      showError(errorMessage(error, t('error.generic')));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <div className="card-body gap-4" data-testid="reset-sent">
        <p className="alert alert-success alert-soft" role="status">
          {sent}
        </p>
        <a className="link link-primary text-sm" href="/auth-simulation?mode=login">
          {t('passwordReset.backToLogin')}
        </a>
      </div>
    );
  return (
    <form className="card-body" onSubmit={submit} noValidate data-testid="reset-request-form">
      <p className="text-base-content/80">{t('passwordReset.lead')}</p>
      <EmailField id="reset-email" value={values.email} onChange={set('email')} error={errors.email} disabled={busy} />
      <BusyButton className="btn btn-primary mt-4 w-full" busy={busy}>
        {t('passwordReset.submit')}
      </BusyButton>
      <a className="link link-primary mt-2 text-center text-sm" href="/auth-simulation?mode=login">
        {t('passwordReset.backToLogin')}
      </a>
    </form>
  );
}

const readToken = () => window.location.hash.slice(1);

function NewPassword() {
  const token = useBrowserValue(readToken, '');
  const { values, errors, setErrors, set } = useFormFields({ password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = ZNewPassword.safeParse(values.password);
    if (!password.success)
      return setErrors({ password: password.error.issues[0]?.message ?? t('signup.password.rules') });
    if (values.password !== values.confirmPassword)
      return setErrors({ confirmPassword: t('signup.password.mismatch') });
    setBusy(true);
    try {
      const { message } = await api.auth.resetPassword({ token, newPassword: password.data });
      flashToast({ title: message });
      navigate('/auth-simulation?mode=login', { replace: true });
    } catch (error) {
      showError(errorMessage(error, t('passwordReset.invalid')));
      setBusy(false);
    }
  }

  return (
    <form className="card-body" onSubmit={submit} noValidate data-testid="reset-new-form">
      <p className="text-base-content/80">{t('passwordReset.new.lead')}</p>
      {token === '' && (
        <p className="alert alert-warning alert-soft text-sm" role="status">
          <span>
            {t('passwordReset.missing')}{' '}
            <a className="link" href="/mot-de-passe-oublie">
              {t('passwordReset.again')}
            </a>
          </span>
        </p>
      )}
      <NewPasswordFields
        ids={{ password: 'reset-password', confirm: 'reset-confirm' }}
        labels={{ password: t('passwordReset.new.password'), confirm: t('passwordReset.new.confirm') }}
        values={{ password: values.password, confirm: values.confirmPassword }}
        errors={{ password: errors.password, confirm: errors.confirmPassword }}
        onChange={{ password: set('password'), confirm: set('confirmPassword') }}
        disabled={busy}
      />
      <BusyButton className="btn btn-primary mt-4 w-full" busy={busy} disabled={token === ''}>
        {t('passwordReset.new.submit')}
      </BusyButton>
      <a className="link link-primary mt-2 text-center text-sm" href="/mot-de-passe-oublie">
        {t('passwordReset.again')}
      </a>
    </form>
  );
}
