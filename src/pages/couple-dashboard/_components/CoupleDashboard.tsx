// /couple-dashboard (spec 000 section 2): asks a visitor to sign in, welcomes a couple without a wedding with the
// steps ahead, and takes a couple with a wedding to its one home, /wedding/:id (issue 28: one dashboard).
import { useEffect, type ReactNode } from 'react';
import { Check } from 'lucide';
import AppTopBar from '../../../components/AppTopBar.tsx';
import Icon from '../../../components/ui/Icon.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import SignInRequired from '../../../components/SignInRequired.tsx';
import { useFlashToast, useSession } from '../../../components/hooks.ts';
import { useQuery } from '../../../components/use-query.ts';
import { api } from '../../../lib/api-client.ts';
import { t, type CoupleMessageKey } from '../../../shared/messages/couple-space.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';
import { navigate } from '../../../stores/couple-flow.ts';
import { coupleReads } from '../../../stores/session.ts';

export default function CoupleDashboard({ children }: { children?: ReactNode }) {
  const session = useSession();
  return (
    <>
      <AppTopBar current="/" session={session} />
      {session.status === 'loading' && <LoadingState page />}
      {session.status === 'anonymous' && <SignInRequired returnTo="/couple-dashboard" />}
      {session.status === 'authenticated' && <SignedIn user={session.user} illustration={children} />}
    </>
  );
}

function SignedIn({ user, illustration }: { user: TSessionUser; illustration: ReactNode }) {
  const weddings = useQuery(() => api.weddings.listByUser(user.id), `weddings-by-user/${user.id}`, coupleReads);
  const first = weddings.data?.[0];
  useEffect(() => {
    if (first) navigate(`/wedding/${first.id}${window.location.hash}`, { replace: true });
  }, [first]);
  if (weddings.error) {
    return (
      <main className="mx-auto w-full max-w-6xl px-4 py-10">
        <p className="alert alert-error" role="alert">
          {t('ui.loadError')}
        </p>
      </main>
    );
  }
  if (!weddings.data || first) return <LoadingState page />;
  return <Pending user={user} illustration={illustration} />;
}

function Pending({ user, illustration }: { user: TSessionUser; illustration: ReactNode }) {
  // Here only: a couple sent on to its wedding sees the previous page's toast there.
  useFlashToast();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8" data-testid="dashboard-pending">
      <div className="grid items-center gap-6 rounded-box bg-base-200 p-6 sm:p-8 md:grid-cols-[1fr_14rem]">
        <div className="space-y-3 text-center md:text-left">
          <h1 className="text-4xl sm:text-5xl">
            {t('dashboard.welcome')} {user.firstName ?? ''} !
          </h1>
          <span className="badge badge-warning">{t('dashboard.pending')}</span>
          <p className="text-base-content/80">{t('dashboard.pending.text')}</p>
        </div>
        <div className="order-first mx-auto h-24 w-24 overflow-hidden rounded-full md:order-none md:h-auto md:w-full md:rounded-box [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
          {illustration}
        </div>
      </div>
      <NextSteps current="details">
        <a className="btn btn-primary" href="/couple-signup">
          {t('dashboard.configure')}
        </a>
      </NextSteps>
    </main>
  );
}

type Step = 'details' | 'payment' | 'share';
const STEPS: { key: Step; label: CoupleMessageKey }[] = [
  { key: 'details', label: 'dashboard.step.details' },
  { key: 'payment', label: 'dashboard.step.payment' },
  { key: 'share', label: 'dashboard.step.activate' },
];

/** The three steps to an assistant that answers, the current one with the button that does it. */
function NextSteps({ current, children }: { current: Step; children: ReactNode }) {
  const index = STEPS.findIndex((step) => step.key === current);
  return (
    <section
      className="card mt-6 border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="next-steps"
      data-testid="next-steps"
    >
      <div className="card-body">
        <h2 id="next-steps" className="card-title text-2xl">
          {t('dashboard.nextSteps')}
        </h2>
        <ol className="space-y-3">
          {STEPS.map((step, i) => (
            <li key={step.key} className="flex items-start gap-3" aria-current={i === index ? 'step' : undefined}>
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${i < index ? 'bg-success text-success-content' : i === index ? 'bg-primary text-primary-content' : 'bg-base-200'}`}
                aria-hidden="true"
              >
                {i < index ? <Icon icon={Check} className="h-4 w-4" strokeWidth={2.5} /> : i + 1}
              </span>
              <span className="pt-0.5">
                {t(step.label)}
                {i < index && <span className="sr-only"> : {t('dashboard.step.done')}</span>}
                {i === index && <span className="sr-only"> : {t('dashboard.step.current')}</span>}
              </span>
            </li>
          ))}
        </ol>
        <div className="card-actions mt-2">{children}</div>
      </div>
    </section>
  );
}
