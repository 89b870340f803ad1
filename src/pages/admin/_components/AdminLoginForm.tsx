// The administrator sign-in form: username, password with show/hide, the spec's messages (section 8).
import { Eye, EyeOff } from 'lucide';
import { useEffect, useState, type SubmitEvent } from 'react';
import Icon from '../../../components/ui/Icon.tsx';
import { AppError, errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { rememberAdmin } from '../../../stores/admin-session.ts';
import { BusyButton } from '../../../components/ui/Field.tsx';

export default function AdminLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Already signed in as an administrator: straight to the dashboard.
  useEffect(() => {
    adminApi.checkAuth().then(
      () => location.replace('/admin'),
      () => undefined,
    );
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('admin.login.required'));
      showError(t('admin.login.required'), t('admin.login.failed.title'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { user } = await adminApi.login({ username: username.trim(), password });
      rememberAdmin(user);
      showToast({ title: t('admin.login.success') });
      location.assign('/admin');
    } catch (err) {
      const message = err instanceof AppError ? errorMessage(err, t('admin.login.invalid')) : t('admin.login.network');
      setError(message);
      showError(message, t('admin.login.failed.title'));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card w-full max-w-sm border border-base-300 bg-base-100 shadow-lg"
      data-testid="admin-login-form"
    >
      <div className="card-body">
        <h1 className="card-title text-2xl">{t('admin.login.title')}</h1>
        <p className="text-sm text-base-content/75">{t('admin.login.subtitle')}</p>
        <div className="fieldset">
          <label htmlFor="admin-username" className="fieldset-legend">
            {t('admin.login.username')}
          </label>
          <input
            id="admin-username"
            name="username"
            className="input w-full"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'admin-login-error admin-username-hint' : 'admin-username-hint'}
          />
          <p id="admin-username-hint" className="text-xs text-base-content/75">
            {t('admin.login.usernameHint')}
          </p>
          <label htmlFor="admin-password" className="fieldset-legend">
            {t('admin.login.password')}
          </label>
          <div className="join w-full">
            <input
              id="admin-password"
              name="password"
              type={visible ? 'text' : 'password'}
              className="input join-item w-full"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-login-error' : undefined}
            />
            <button
              type="button"
              className="btn join-item"
              onClick={() => setVisible((v) => !v)}
              aria-pressed={visible}
              aria-label={visible ? t('admin.login.hidePassword') : t('admin.login.showPassword')}
              data-testid="toggle-password"
            >
              <Icon icon={visible ? EyeOff : Eye} strokeWidth={2} />
            </button>
          </div>
        </div>
        {error && (
          <p id="admin-login-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <BusyButton className="btn btn-primary mt-2" busy={busy}>
          {busy ? t('admin.login.submitting') : t('admin.login.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
