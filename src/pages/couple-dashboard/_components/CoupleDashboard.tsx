// The couple dashboard (spec 000 section 2), in its three states; only the first wedding of the couple is used.
import AppTopBar from '../../../components/AppTopBar.tsx';
import FaqEditor from '../../../components/FaqEditor.tsx';
import Loading from '../../../components/Loading.tsx';
import SignInRequired from '../../../components/SignInRequired.tsx';
import Tabs from '../../../components/Tabs.tsx';
import { useFlashToast, useRemote, useSession } from '../../../components/hooks.ts';
import { api } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import { signOut } from '../../../stores/session.ts';
import AccountSettings from './AccountSettings.tsx';
import { GuestsTab, MessagesTab } from './ActivityTabs.tsx';
import ShareLinkCard from './ShareLinkCard.tsx';
import WeddingInsights from '../../../components/WeddingInsights.tsx';
import WeddingInfoCard from './WeddingInfoCard.tsx';

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
  const [weddings, setWeddings] = useRemote(api.weddings.listByUser, user.id);
  if (weddings.status === 'loading') return <Loading />;
  if (weddings.status === 'error') {
    return (
      <main className="mx-auto w-full max-w-6xl px-4 py-10">
        <p className="alert alert-error" role="alert">
          {t('ui.loadError')}
        </p>
      </main>
    );
  }
  const [wedding] = weddings.data;
  if (!wedding) return <Pending user={user} />;
  return <WeddingDashboard user={user} wedding={wedding} onWeddingChange={(next) => setWeddings(weddings.data.map((w) => (w.id === next.id ? next : w)))} />;
}

function Pending({ user }: { user: TSessionUser }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="dashboard-pending">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">
          {t('dashboard.welcome')} {user.firstName ?? ''} !
        </h1>
        <span className="badge badge-warning">{t('dashboard.pending')}</span>
      </div>
      <p className="mt-2 text-base-content/80">{t('dashboard.pending.text')}</p>
      <section className="card mt-6 border border-base-300 bg-base-100 shadow-sm" aria-labelledby="next-steps">
        <div className="card-body">
          <h2 id="next-steps" className="card-title">
            {t('dashboard.nextSteps')}
          </h2>
          <ol className="list-inside list-decimal space-y-1">
            <li>{t('dashboard.step.details')}</li>
            <li>{t('dashboard.step.payment')}</li>
            <li>{t('dashboard.step.activate')}</li>
          </ol>
          <div className="card-actions mt-4">
            <a className="btn btn-primary" href="/couple-signup">
              {t('dashboard.configure')}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}

type WeddingDashboardProps = { user: TSessionUser; wedding: TWedding; onWeddingChange: (wedding: TWedding) => void };

function WeddingDashboard({ user, wedding, onWeddingChange }: WeddingDashboardProps) {
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="dashboard-wedding">
      <header className="flex flex-wrap items-center gap-3">
        <div className="flex-1">
          <p className="text-sm text-base-content/75">{t('dashboard.title')}</p>
          <h1 className="text-3xl font-bold" data-testid="dashboard-couple">
            {wedding.brideName} &amp; {wedding.groomName}
          </h1>
        </div>
        <span className="badge badge-success">{t('dashboard.active')}</span>
        <a className="btn btn-outline btn-sm" href={`/wedding/${wedding.id}`}>
          {t('dashboard.manage')}
        </a>
        <button type="button" className="btn btn-ghost btn-sm" onClick={signOut}>
          {t('nav.logout')}
        </button>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <WeddingInfoCard wedding={wedding} email={user.email} onSaved={onWeddingChange} />
        <ShareLinkCard link={wedding.whatsappLink} />
      </div>

      <Tabs
        label={t('dashboard.tabs')}
        idPrefix="dashboard"
        items={[
          { key: 'faq', label: t('dashboard.tab.faq'), content: () => <FaqTab weddingId={wedding.id} /> },
          { key: 'guests', label: t('dashboard.tab.guests'), content: () => <GuestsTab weddingId={wedding.id} /> },
          { key: 'messages', label: t('dashboard.tab.messages'), content: () => <MessagesTab weddingId={wedding.id} /> },
          { key: 'settings', label: t('dashboard.tab.settings'), content: () => <AccountSettings user={user} /> },
        ]}
      />

      <section aria-labelledby="dashboard-insights-title" className="space-y-4">
        <h2 id="dashboard-insights-title" className="text-xl font-semibold">Ce que demandent vos invités</h2>
        <WeddingInsights weddingId={wedding.id} />
      </section>
    </main>
  );
}

function FaqTab({ weddingId }: { weddingId: number }) {
  const [faqs, setFaqs] = useRemote(api.faqs.list, weddingId);
  if (faqs.status === 'loading') return <Loading />;
  if (faqs.status === 'error') return <p className="alert alert-error">{t('ui.loadError')}</p>;
  return <FaqEditor variant="dashboard" weddingId={weddingId} faqs={faqs.data} onChange={setFaqs} />;
}
