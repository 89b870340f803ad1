// /admin/invitation#<token>: an invited colleague names themselves and chooses a password (the sign-up rules, the
// server checks them again), then lands in the back office signed in. The token rides in the fragment: never sent
// in a Referer or kept in a log.
import Field, { BusyButton, fieldErrors } from '../../../components/ui/Field.tsx';
import { useState, type SubmitEvent } from 'react';
import { useQuery } from '../../../components/use-query.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { ZAcceptStaffInvitationRequest, type TStaffInvitationInfo } from '../../../shared/schemas/admin-team.ts';
import { rememberAdmin } from '../../../stores/admin-session.ts';
import { showToast } from '../../../stores/toasts.ts';

type State =
  { status: 'checking' } | { status: 'invalid'; message: string } | { status: 'ready'; info: TStaffInvitationInfo };

export default function AcceptInvitationForm() {
  const [token] = useState(() => (typeof location === 'undefined' ? '' : location.hash.slice(1)));
  // Read before any session exists: no area policy (the page itself says when the link is invalid).
  const invitation = useQuery(() => adminApi.checkInvitation(token), `invitation/${token}`);
  const state: State = invitation.error
    ? { status: 'invalid', message: errorMessage(invitation.error, t('admin.invitation.invalid')) }
    : invitation.data
      ? { status: 'ready', info: invitation.data }
      : { status: 'checking' };
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZAcceptStaffInvitationRequest.safeParse({ token, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const { user } = await adminApi.acceptInvitation(parsed.data);
      rememberAdmin(user);
      showToast({ title: t('admin.invitation.done') });
      location.assign('/admin');
    } catch (error) {
      setFormError(errorMessage(error, t('admin.invitation.invalid')));
      setBusy(false);
    }
  }

  const set = (key: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // The field's error was about the old value.
    setErrors(({ [key]: _old, ...others }) => others);
  };

  return (
    <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-lg" data-testid="invitation-card">
      <div className="card-body">
        <h1 className="card-title text-2xl">{t('admin.invitation.title')}</h1>
        {state.status === 'checking' && (
          <p role="status" className="flex items-center gap-2">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {t('admin.invitation.checking')}
          </p>
        )}
        {state.status === 'invalid' && (
          <p role="alert" className="text-red-700 dark:text-red-300" data-testid="invitation-invalid">
            {state.message}
          </p>
        )}
        {state.status === 'ready' && (
          <form onSubmit={submit} noValidate data-testid="invitation-form">
            <p className="mb-2 text-sm text-base-content/75">
              {t('admin.invitation.lead', { role: t(`admin.team.role.${state.info.role}`), email: state.info.email })}
            </p>
            <Field
              id="invitation-first-name"
              label={t('auth.firstName')}
              value={values.firstName}
              onChange={set('firstName')}
              error={errors.firstName}
              autoComplete="given-name"
            />
            <Field
              id="invitation-last-name"
              label={t('auth.lastName')}
              value={values.lastName}
              onChange={set('lastName')}
              error={errors.lastName}
              autoComplete="family-name"
            />
            <Field
              id="invitation-password"
              label={t('auth.password')}
              type="password"
              value={values.password}
              onChange={set('password')}
              error={errors.password}
              hint={t('signup.password.rules')}
              autoComplete="new-password"
            />
            {formError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="invitation-error">
                {formError}
              </p>
            )}
            <BusyButton className="btn btn-primary mt-4 w-full" busy={busy}>
              {t('admin.invitation.submit')}
            </BusyButton>
          </form>
        )}
      </div>
    </div>
  );
}
