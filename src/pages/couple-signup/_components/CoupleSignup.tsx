// /couple-signup (spec 000 section 2): needs a signed-in couple, else 'Authentification requise' and the auth screen.
// The validated form is kept in sessionStorage until the wedding exists, so an expired session loses nothing.
import { useEffect } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import WeddingForm, { toFormValues } from '../../../components/WeddingForm.tsx';
import { useFlashToast, useSession } from '../../../components/hooks.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';
import type { TWeddingFields } from '../../../shared/schemas/weddings.ts';
import {
  clearCoupleForm,
  destinationAfterWedding,
  flashToast,
  navigate,
  readCoupleForm,
  rememberRedirectAfterAuth,
  saveCoupleForm,
} from '../../../stores/couple-flow.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError } from '../../../stores/toasts.ts';

export default function CoupleSignup() {
  useFlashToast();
  const session = useSession();

  useEffect(() => {
    if (session.status !== 'anonymous') return;
    // A form already validated goes straight to creation once signed in.
    rememberRedirectAfterAuth(readCoupleForm() ? '/couple-complete-signup' : '/couple-signup');
    flashToast({ title: t('auth.required.title'), description: t('auth.required'), variant: 'destructive' });
    navigate('/auth-simulation', { replace: true });
  }, [session.status]);

  if (session.status !== 'authenticated') return <LoadingState page />;
  return <SignupWeddingForm user={session.user} />;
}

function SignupWeddingForm({ user }: { user: TSessionUser }) {
  async function create(fields: TWeddingFields) {
    saveCoupleForm(fields);
    try {
      const wedding = await api.weddings.createForCouple({ ...fields, userId: user.id });
      clearCoupleForm();
      flashToast({ title: t('wedding.create.success') });
      navigate(destinationAfterWedding(wedding));
    } catch (error) {
      // Signed out meanwhile: the effect above sends the couple to the auth screen, the form is kept.
      if (!handleUnauthenticated(error)) showError(errorMessage(error, t('couple.create.failed')));
    }
  }

  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body">
        <WeddingForm
          idPrefix="signup-wedding"
          fields="essential"
          initial={toFormValues(readCoupleForm())}
          submitLabel={t('coupleSignup.submit')}
          onSubmit={create}
        />
      </div>
    </div>
  );
}
