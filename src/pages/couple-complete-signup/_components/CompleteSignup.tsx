// /couple-complete-signup (spec 000 section 2): a free trial to carry (issue 28) -> it becomes the account's wedding;
// no stored form -> /couple-signup; signed out -> auth screen and back;
// a wedding already there -> dashboard; otherwise the wedding is created, then the dashboard.
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../components/hooks.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import { ZWeddingFields } from '../../../shared/schemas/weddings.ts';
import {
  clearCoupleForm,
  destinationAfterWedding,
  flashToast,
  navigate,
  readCoupleForm,
  rememberRedirectAfterAuth,
  hasTrialToClaim,
  takeTrialToClaim,
} from '../../../stores/couple-flow.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError } from '../../../stores/toasts.ts';

/** An account created from the free trial takes the trial's wedding and FAQ; false when there is none to take. */
async function carryTrial(): Promise<boolean> {
  const trialId = takeTrialToClaim();
  if (!trialId) return false;
  try {
    const wedding = await api.trial.claim(trialId);
    flashToast({ title: t('wedding.fromTrial') });
    navigate(destinationAfterWedding(wedding), { replace: true });
    return true;
  } catch {
    // Not this browser's trial any more, or the account already has a wedding: the usual wedding form follows.
    return false;
  }
}

async function completeSignup(userId: string): Promise<void> {
  if (await carryTrial()) return;
  const form = ZWeddingFields.safeParse(readCoupleForm());
  if (!form.success) return navigate('/couple-signup', { replace: true });
  let [wedding] = await api.weddings.listByUser(userId);
  if (!wedding) {
    wedding = await api.weddings.createForCouple({ ...form.data, userId });
    flashToast({ title: t('wedding.create.success') });
  }
  clearCoupleForm();
  navigate(destinationAfterWedding(wedding), { replace: true });
}

export default function CompleteSignup() {
  const session = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  function run(userId: string) {
    completeSignup(userId).catch((error: unknown) => {
      if (handleUnauthenticated(error)) return;
      showError(errorMessage(error, t('couple.complete.failed')));
      setFailed(true);
    });
  }

  useEffect(() => {
    // Once started, a session refreshed meanwhile changes nothing: the trial it is claiming is no longer "to claim",
    // and reading that as « nothing to do » would send the couple to an empty wedding form.
    if (started.current) return;
    if (!readCoupleForm() && !hasTrialToClaim()) return navigate('/couple-signup', { replace: true });
    if (session.status === 'anonymous') {
      rememberRedirectAfterAuth('/couple-complete-signup');
      return navigate('/auth-simulation', { replace: true });
    }
    if (session.status !== 'authenticated') return;
    started.current = true;
    run(session.user.id);
  }, [session]);

  return (
    <section className="card w-full border border-base-300 bg-base-100 shadow" aria-live="polite">
      <div className="card-body items-center text-center">
        {failed ? (
          <>
            <h1 className="card-title">{t('couple.complete.failed')}</h1>
            <div className="card-actions mt-2">
              <a className="btn btn-ghost" href="/couple-signup">
                {t('coupleComplete.backToForm')}
              </a>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setFailed(false);
                  if (session.status === 'authenticated') run(session.user.id);
                }}
              >
                {t('coupleComplete.retry')}
              </button>
            </div>
          </>
        ) : (
          <>
            <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
            <h1 className="card-title" role="status">
              {t('coupleComplete.creating')}
            </h1>
          </>
        )}
      </div>
    </section>
  );
}
