// The couple dashboard (spec 000 section 2), in its three states; only the first wedding of the couple is used.
import { lazy, Suspense, type ReactNode } from 'react';
import { Check } from 'lucide';
import AppTopBar from '../../../components/AppTopBar.tsx';
import Icon from '../../../components/Icon.tsx';
import WeddingStatusBadge from '../../../components/WeddingStatusBadge.tsx';
import { PayDepositButton, statusHint } from '../../../components/WeddingStatusActions.tsx';
import FaqEditor from '../../../components/FaqEditor.tsx';
import Loading from '../../../components/Loading.tsx';
import SignInRequired from '../../../components/SignInRequired.tsx';
import Tabs from '../../../components/Tabs.tsx';
import { useFlashToast, useSession } from '../../../components/hooks.ts';
import { useQuery } from '../../../components/use-query.ts';
import { api } from '../../../lib/api-client.ts';
import { t, type CoupleMessageKey } from '../../../shared/messages/couple-space.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import { handleUnauthenticated, signOut } from '../../../stores/session.ts';
import ShareLinkCard from './ShareLinkCard.tsx';
import WhenVisible from '../../../components/WhenVisible.tsx';
import WeddingInfoCard from './WeddingInfoCard.tsx';

// Other tabs and the section low on the page load their code when shown.
const AccountSettings = lazy(() => import('./AccountSettings.tsx'));
const GuestsTab = lazy(() => import('./ActivityTabs.tsx').then((m) => ({ default: m.GuestsTab })));
const MessagesTab = lazy(() => import('./ActivityTabs.tsx').then((m) => ({ default: m.MessagesTab })));
const WeddingInsights = lazy(() => import('../../../components/WeddingInsights.tsx'));

function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

export default function CoupleDashboard() {
  useFlashToast();
  const session = useSession();
  return (
    <>
      <AppTopBar current="/couple-dashboard" session={session} />
      {session.status === 'loading' && <Loading />}
      {session.status === 'anonymous' && <SignInRequired returnTo="/couple-dashboard" />}
      {session.status === 'authenticated' && <SignedIn user={session.user} />}
    </>
  );
}

function SignedIn({ user }: { user: TSessionUser }) {
  const weddings = useQuery(
    () => api.weddings.listByUser(user.id),
    `weddings-by-user/${user.id}`,
    handleUnauthenticated,
  );
  if (weddings.error) {
    return (
      <main className="mx-auto w-full max-w-6xl px-4 py-10">
        <p className="alert alert-error" role="alert">
          {t('ui.loadError')}
        </p>
      </main>
    );
  }
  if (!weddings.data) return <Loading />;
  const [wedding] = weddings.data;
  if (!wedding) return <Pending user={user} />;
  return (
    <WeddingDashboard
      user={user}
      wedding={wedding}
      onWeddingChange={(next) => weddings.setData((list) => list?.map((w) => (w.id === next.id ? next : w)))}
    />
  );
}

function Pending({ user }: { user: TSessionUser }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="dashboard-pending">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-4xl">
          {t('dashboard.welcome')} {user.firstName ?? ''} !
        </h1>
        <span className="badge badge-warning">{t('dashboard.pending')}</span>
      </div>
      <p className="mt-2 text-base-content/80">{t('dashboard.pending.text')}</p>
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
      className="card mt-6 border border-base-300 bg-base-100"
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

type WeddingDashboardProps = { user: TSessionUser; wedding: TWedding; onWeddingChange: (wedding: TWedding) => void };

function WeddingDashboard({ user, wedding, onWeddingChange }: WeddingDashboardProps) {
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="dashboard-wedding">
      <header className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-base-content/75">{t('dashboard.title')}</p>
          <h1 className="break-words text-4xl" data-testid="dashboard-couple">
            {wedding.brideName} &amp; {wedding.groomName}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-base-content/80">
            <WeddingStatusBadge code={wedding.status.code} testId="dashboard-status" />
            <span>{statusHint(wedding.status)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a className="btn btn-outline btn-primary" href={`/wedding/${wedding.id}`}>
            {t('dashboard.manage')}
          </a>
          <button type="button" className="btn btn-ghost" onClick={signOut}>
            {t('nav.logout')}
          </button>
        </div>
      </header>

      {wedding.status.blocker === 'payment' && (
        <NextSteps current="payment">
          <PayDepositButton wedding={wedding} />
        </NextSteps>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <WeddingInfoCard wedding={wedding} email={user.email} onSaved={onWeddingChange} />
        <ShareLinkCard wedding={wedding} onWeddingChange={onWeddingChange} />
      </div>

      <Tabs
        label={t('dashboard.tabs')}
        idPrefix="dashboard"
        items={[
          { key: 'faq', label: t('dashboard.tab.faq'), content: () => <FaqTab weddingId={wedding.id} /> },
          {
            key: 'guests',
            label: t('dashboard.tab.guests'),
            content: () => (
              <Later>
                <GuestsTab weddingId={wedding.id} />
              </Later>
            ),
          },
          {
            key: 'messages',
            label: t('dashboard.tab.messages'),
            content: () => (
              <Later>
                <MessagesTab weddingId={wedding.id} />
              </Later>
            ),
          },
          {
            key: 'settings',
            label: t('dashboard.tab.settings'),
            content: () => (
              <Later>
                <AccountSettings user={user} />
              </Later>
            ),
          },
        ]}
      />

      <section aria-labelledby="dashboard-insights-title" className="space-y-4">
        <h2 id="dashboard-insights-title" className="text-2xl">
          {t('insights.title')}
        </h2>
        <WhenVisible>
          <Later>
            <WeddingInsights weddingId={wedding.id} />
          </Later>
        </WhenVisible>
      </section>
    </main>
  );
}

function FaqTab({ weddingId }: { weddingId: number }) {
  const faqs = useQuery(() => api.faqs.list(weddingId), `faqs/${weddingId}`, handleUnauthenticated);
  if (faqs.error) return <p className="alert alert-error">{t('ui.loadError')}</p>;
  if (!faqs.data) return <Loading />;
  return (
    <FaqEditor
      variant="dashboard"
      weddingId={weddingId}
      faqs={faqs.data}
      onChange={(next) => faqs.setData(() => next)}
    />
  );
}
