// The couple's sign-up and login (spec 000 sections 2, 5 and 8): shared zod schemas, the spec's toasts,
// the 1.5 s redirects and the wedding check after login.
import { useEffect, useState, type SubmitEvent } from 'react';
import { Lock } from 'lucide';
import Icon from '../../../components/ui/Icon.tsx';
import Field, { BusyButton, fieldErrors, useFormFields } from '../../../components/ui/Field.tsx';
import PasswordField, { EmailField, NewPasswordFields } from '../../../components/ui/PasswordField.tsx';
import Tabs from '../../../components/ui/Tabs.tsx';
import { useBrowserValue, useFlashToast, useSession } from '../../../components/hooks.ts';
import { api, AppError, errorMessage } from '../../../lib/api-client.ts';
import { t, type CoupleMessageKey as MessageKey } from '../../../shared/messages/couple-space.ts';
import { ZLoginRequest, ZSignUpForm } from '../../../shared/schemas/auth.ts';
import {
  AUTH_REDIRECT_DELAY_MS,
  destinationAfterWedding,
  isPlanChoice,
  navigate,
  rememberSelectedPlan,
  selectedPlan,
  takeRedirectAfterAuth,
} from '../../../stores/couple-flow.ts';
import { displayName, signIn } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

type Tab = 'signup' | 'login';

/** Pre-launch: the sentence of every sign-up door instead of the form. */
function SignUpClosed() {
  return (
    <p className="alert alert-info mt-4 text-sm" role="status" data-testid="sign-up-closed">
      <span>
        {t('launch.signUpClosed')}{' '}
        <a className="link font-semibold" href="/pre-inscription">
          {t('launch.preRegister')}
        </a>
      </span>
    </p>
  );
}

const SIGNUP_ORDER = ['email', 'firstName', 'lastName', 'password', 'confirmPassword'] as const;

/** The toast title of a sign-up field's error (spec 000 section 5). */
function signUpErrorTitle(field: string, message: string): string {
  if (field === 'email')
    return message === t('signup.email.required') ? t('signup.email.required.title') : t('auth.email.invalid.title');
  if (field === 'password') return t('signup.password.weak.title');
  if (field === 'confirmPassword') return t('signup.password.mismatch.title');
  return t('login.required.title');
}

/** `signUpOpen`: the launch mode the page was built with (pre-launch: the sign-up tab says so, signing in stays open). */
export default function AuthScreen({ signUpOpen = true }: { signUpOpen?: boolean }) {
  useFlashToast();
  const session = useSession();
  const search = useBrowserValue(() => window.location.search, '');
  const urlTab: Tab = new URLSearchParams(search).get('mode') === 'login' ? 'login' : 'signup';
  const [chosenTab, setChosenTab] = useState<Tab | null>(null);
  // A plan chosen on the landing page (/api/login?plan=…) or stored by the free-trial page; kept for the payment step.
  const urlPlan = new URLSearchParams(search).get('plan');
  const storedPlan = useBrowserValue(selectedPlan, null);
  const plan = isPlanChoice(urlPlan) ? urlPlan : storedPlan;
  useEffect(() => rememberSelectedPlan(urlPlan), [urlPlan]);

  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body">
        {plan && (
          <p className="alert alert-info alert-soft text-sm" data-testid="selected-plan">
            {t('auth.plan')} <strong>{t(`auth.plan.${plan}` as MessageKey)}</strong>
          </p>
        )}
        {session.status === 'authenticated' && (
          <p className="alert alert-soft text-sm" data-testid="already-signed-in">
            <span>
              {t('auth.signedIn')} <strong>{displayName(session.user)}</strong>.{' '}
              <a className="link link-primary" href="/couple-dashboard">
                {t('auth.signedIn.go')}
              </a>
            </span>
          </p>
        )}
        <Tabs<Tab>
          label={t('auth.tabs')}
          idPrefix="auth"
          active={chosenTab ?? urlTab}
          onSelect={setChosenTab}
          items={[
            {
              key: 'signup',
              label: t('auth.tab.signup'),
              content: () => (signUpOpen ? <SignUpForm /> : <SignUpClosed />),
            },
            { key: 'login', label: t('auth.tab.login'), content: () => <LoginForm /> },
          ]}
        />
        <p className="mt-4 flex gap-2 text-xs text-base-content/75" data-testid="password-protection">
          <Icon icon={Lock} className="h-4 w-4" />
          <span>{t('auth.security')}</span>
        </p>
      </div>
    </div>
  );
}

function SignUpForm() {
  const { values, errors, setErrors, set } = useFormFields({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZSignUpForm.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      const field = SIGNUP_ORDER.find((key) => found[key]) ?? 'email';
      showToast({
        title: signUpErrorTitle(field, found[field] ?? ''),
        description: found[field],
        variant: 'destructive',
      });
      document.getElementById(`signup-${field}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { confirmPassword: _confirm, ...input } = parsed.data;
      await api.auth.signUp(input);
      // The server answers a taken e-mail as a new one (its owner gets an e-mail): only a session that answers is one.
      const user = await api.auth
        .me()
        .then((me) => me.user)
        .catch((error: unknown) => {
          if (AppError.is(error, 'UNAUTHENTICATED')) return null;
          throw error;
        });
      if (!user) {
        showToast({ title: t('auth.signup.checkInbox.title'), description: t('auth.signup.checkInbox') });
        setBusy(false);
        return;
      }
      signIn(user);
      showToast({ title: t('signup.success'), description: t('auth.signup.redirect') });
      window.setTimeout(() => navigate(takeRedirectAfterAuth() ?? '/couple-signup'), AUTH_REDIRECT_DELAY_MS);
    } catch (error) {
      showError(error instanceof AppError ? errorMessage(error, t('signup.failed')) : t('auth.signup.network'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.tab.signup')} data-testid="signup-form">
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field
          id="signup-firstName"
          label={t('auth.firstName')}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          autoComplete="given-name"
          required
          disabled={busy}
        />
        <Field
          id="signup-lastName"
          label={t('auth.lastName')}
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          autoComplete="family-name"
          required
          disabled={busy}
        />
      </div>
      <EmailField id="signup-email" value={values.email} onChange={set('email')} error={errors.email} disabled={busy} />
      <NewPasswordFields
        ids={{ password: 'signup-password', confirm: 'signup-confirmPassword' }}
        labels={{ password: t('auth.password'), confirm: t('auth.confirmPassword') }}
        values={{ password: values.password, confirm: values.confirmPassword }}
        errors={{ password: errors.password, confirm: errors.confirmPassword }}
        onChange={{ password: set('password'), confirm: set('confirmPassword') }}
        disabled={busy}
      />
      <BusyButton className="btn btn-primary mt-4 w-full" busy={busy}>
        {t('auth.signup.submit')}
      </BusyButton>
    </form>
  );
}

function LoginForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((previous) => ({ ...previous, [key]: value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZLoginRequest.safeParse(values);
    if (!parsed.success) {
      showToast({ title: t('login.required.title'), description: t('login.required'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const { user } = await api.auth.login(parsed.data);
      signIn(user);
      showToast({ title: t('login.success'), description: t('auth.login.redirect') });
      window.setTimeout(() => void goAfterLogin(user.id), AUTH_REDIRECT_DELAY_MS);
    } catch (error) {
      showError(errorMessage(error, t('login.invalid')), t('login.failed.title'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.tab.login')} data-testid="login-form">
      <EmailField id="login-email" value={values.email} onChange={set('email')} disabled={busy} />
      <PasswordField
        id="login-password"
        purpose="current"
        label={t('auth.password')}
        value={values.password}
        onChange={set('password')}
        disabled={busy}
      />
      <p className="mt-1 text-right text-sm">
        <a className="link link-primary" href="/mot-de-passe-oublie" data-testid="forgot-password">
          {t('passwordReset.link')}
        </a>
      </p>
      <BusyButton className="btn btn-primary mt-4 w-full" busy={busy}>
        {t('auth.login.submit')}
      </BusyButton>
    </form>
  );
}

/** A wedding leads to the dashboard, none to the wedding form; if the check fails, the stored path or the dashboard. */
async function goAfterLogin(userId: string) {
  let target: string;
  try {
    const [wedding] = await api.weddings.listByUser(userId);
    takeRedirectAfterAuth();
    // A plan chosen before logging in is honoured: an unpaid wedding goes on to its payment.
    target = wedding ? destinationAfterWedding(wedding) : '/couple-signup';
  } catch {
    target = takeRedirectAfterAuth() ?? '/couple-dashboard';
  }
  navigate(target);
}
