// Tableau de bord: a couple with one wedding goes to its home (/wedding/:id); someone with several (a wedding
// planner) sees each as a card with its figures, and 'Nouveau mariage'.
import { useEffect } from 'react';
import { Plus } from 'lucide';
import Icon from '../../components/ui/Icon.tsx';
import AppTopBar from '../../components/AppTopBar.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import WeddingStats from '../../components/WeddingStats.tsx';
import WeddingStatusBadge from '../../components/WeddingStatusBadge.tsx';
import { PayDepositButton, statusHint } from '../../components/WeddingStatusActions.tsx';
import { useFlashToast, useSession } from '../../components/hooks.ts';
import { useQuery } from '../../components/use-query.ts';
import { api } from '../../lib/api-client.ts';
import { formatWeddingDate } from '../../shared/format.ts';
import { t } from '../../shared/messages/couple-space.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TWedding } from '../../shared/schemas/weddings.ts';
import { navigate } from '../../stores/couple-flow.ts';
import { coupleReads } from '../../stores/session.ts';

export default function HomeDashboard() {
  const session = useSession();
  useEffect(() => {
    if (session.status === 'anonymous') navigate('/landing', { replace: true });
  }, [session.status]);
  return (
    <>
      <AppTopBar current="/" session={session} />
      {session.status === 'authenticated' ? <WeddingList user={session.user} /> : <LoadingState page />}
    </>
  );
}

function WeddingList({ user }: { user: TSessionUser }) {
  const weddings = useQuery(() => api.weddings.listByUser(user.id), `weddings-by-user/${user.id}`, coupleReads);
  const only = weddings.data?.length === 1 ? weddings.data[0] : undefined;
  useEffect(() => {
    if (only) navigate(`/wedding/${only.id}`, { replace: true });
  }, [only]);
  if (only) return <LoadingState page />;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <FlashToast />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-4xl">{t('home.title')}</h1>
          <p className="text-base-content/80">{t('home.subtitle')}</p>
        </div>
        <a className="btn btn-primary" href="/wedding/new">
          <Icon icon={Plus} className="h-4 w-4" /> {t('home.new')}
        </a>
      </div>
      {!weddings.data && !weddings.error && <LoadingState page />}
      {Boolean(weddings.error) && (
        <p className="alert alert-error" role="alert">
          {t('ui.loadError')}
        </p>
      )}
      {weddings.data &&
        (weddings.data.length === 0 ? (
          <div className="rounded-box bg-base-200 p-10 text-center">
            <p className="font-display text-2xl">{t('home.empty')}</p>
            <p className="mt-2 text-base-content/80">{t('home.empty.next')}</p>
            <a className="btn btn-primary mt-4" href="/couple-signup">
              {t('dashboard.configure')}
            </a>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2" aria-label={t('home.title')}>
            {weddings.data.map((wedding) => (
              <li key={wedding.id}>
                <WeddingCard wedding={wedding} />
              </li>
            ))}
          </ul>
        ))}
    </main>
  );
}

function WeddingCard({ wedding }: { wedding: TWedding }) {
  const stats = useQuery(() => api.weddings.stats(wedding.id), `wedding/${wedding.id}/stats`, coupleReads);
  return (
    <article className="card h-full border border-base-300 bg-base-100" data-testid="wedding-card">
      <div className="card-body">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="card-title break-words text-2xl">
              {wedding.brideName} &amp; {wedding.groomName}
            </h2>
            <p className="text-sm text-base-content/80">{formatWeddingDate(wedding.weddingDate)}</p>
          </div>
          <WeddingStatusBadge code={wedding.status.code} />
        </div>
        <p className="text-sm text-base-content/80">{statusHint(wedding.status)}</p>
        <WeddingStats compact stats={stats.data ?? null} failed={Boolean(stats.error)} />
        <div className="card-actions mt-2 justify-end">
          <PayDepositButton wedding={wedding} />
          <a className="btn btn-outline btn-primary" href={`/wedding/${wedding.id}`}>
            {t('home.open')}
            <span className="sr-only">
              {' '}
              : {wedding.brideName} &amp; {wedding.groomName}
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}

/** The previous page's toast, shown here only when this page stays (not when it sends the couple on). */
function FlashToast() {
  useFlashToast();
  return null;
}
