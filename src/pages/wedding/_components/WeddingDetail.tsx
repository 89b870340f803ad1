// /wedding/:id (spec 000 section 2): header with the assistant's state and link, three figures, six tabs.
// A missing, malformed or foreign id shows 'Mariage introuvable' (the API answers 404 for all three).
import { lazy, Suspense, useEffect, useState } from 'react';
import AppTopBar from '../../../components/AppTopBar.tsx';
import Loading from '../../../components/Loading.tsx';
import ReviewDialog from '../../../components/ReviewDialog.tsx';
import SignInRequired from '../../../components/SignInRequired.tsx';
import StopAssistantDialog from '../../../components/StopAssistantDialog.tsx';
import Tabs from '../../../components/Tabs.tsx';
import TestChat from '../../../components/TestChat.tsx';
import WeddingStats from '../../../components/WeddingStats.tsx';
import { useBrowserValue, useFlashToast, useSession } from '../../../components/hooks.ts';
import { useQuery } from '../../../components/use-query.ts';
import { api, AppError } from '../../../lib/api-client.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TFaq, TWedding, TWeddingStats } from '../../../shared/schemas/weddings.ts';
import WeddingHeader from './WeddingHeader.tsx';
import WeddingOverview from './WeddingOverview.tsx';

// What is not on screen when the page opens (other tabs) loads with its first showing.
const FaqEditor = lazy(() => import('../../../components/FaqEditor.tsx'));
const SettingsTab = lazy(() => import('./SettingsTab.tsx'));
const GuestListTab = lazy(() => import('./GuestListTab.tsx'));
const WeddingDayTab = lazy(() => import('./WeddingDayTab.tsx'));
const AnnouncementsTab = lazy(() => import('./AnnouncementsTab.tsx'));
const InboxTab = lazy(() => import('./InboxTab.tsx'));
const WeddingInsights = lazy(() => import('../../../components/WeddingInsights.tsx'));

/** The numeric id of `/wedding/{id}`, or null. */
export function weddingIdFromPath(pathname: string): number | null {
  const match = /^\/wedding\/(\d{1,12})\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function WeddingDetail() {
  useFlashToast();
  const session = useSession();
  const pathname = useBrowserValue(() => window.location.pathname, '');
  const id = weddingIdFromPath(pathname);
  return (
    <>
      <AppTopBar current="/" session={session} />
      {session.status === 'loading' && <Loading />}
      {session.status === 'anonymous' && <SignInRequired returnTo={pathname} />}
      {session.status === 'authenticated' && (id === null ? <WeddingNotFound /> : <WeddingPage id={id} />)}
    </>
  );
}

function WeddingNotFound() {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-16">
      <section className="card w-full border border-base-300 bg-base-100 shadow" data-testid="wedding-not-found">
        <div className="card-body items-center text-center">
          <h1 className="card-title text-2xl">{t('wedding.notFound.title')}</h1>
          <p className="text-base-content/80">{t('wedding.notFound')}</p>
          <div className="card-actions mt-2">
            <a className="btn btn-primary" href="/">
              {t('weddingDetail.back')}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}

function WeddingPage({ id }: { id: number }) {
  const wedding = useQuery(() => api.weddings.get(id), `wedding/${id}`, handleUnauthenticated);
  const stats = useQuery(() => api.weddings.stats(id), `wedding/${id}/stats`, handleUnauthenticated);
  const faqs = useQuery(() => api.weddings.faqs(id), `wedding/${id}/faqs`, handleUnauthenticated);
  const title = wedding.data ? `${wedding.data.brideName} & ${wedding.data.groomName}` : null;

  useEffect(() => {
    if (title) document.title = `${title} · Assistant Mariage`;
  }, [title]);

  if (wedding.error) {
    const status = wedding.error instanceof AppError ? wedding.error.status : 0;
    if (status === 404 || status === 400) return <WeddingNotFound />;
    return (
      <main className="mx-auto w-full max-w-5xl px-4 py-10">
        <p className="alert alert-error" role="alert">
          {t('ui.loadError')}
        </p>
      </main>
    );
  }
  if (!wedding.data) return <Loading />;
  return (
    <WeddingContent
      wedding={wedding.data}
      onWeddingChange={(next) => wedding.setData(() => next)}
      stats={stats.data ?? null}
      statsFailed={Boolean(stats.error)}
      faqs={faqs.data ?? null}
      onFaqsChange={(next) => faqs.setData(() => next)}
    />
  );
}

type WeddingContentProps = {
  wedding: TWedding;
  onWeddingChange: (wedding: TWedding) => void;
  stats: TWeddingStats | null;
  statsFailed: boolean;
  faqs: TFaq[] | null;
  onFaqsChange: (faqs: TFaq[]) => void;
};

function WeddingContent({ wedding, onWeddingChange, stats, statsFailed, faqs, onFaqsChange }: WeddingContentProps) {
  const [dialog, setDialog] = useState<'stop' | 'review' | null>(null);
  // The couple's e-mail about a guest's question links `/wedding/:id#messages`: the inbox opens first.
  const [initialTab] = useState(() =>
    typeof window !== 'undefined' && window.location.hash === '#messages' ? 'messages' : 'overview',
  );

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="wedding-detail">
      <WeddingHeader wedding={wedding} onWeddingChange={onWeddingChange} onStop={() => setDialog('stop')} />
      <WeddingStats stats={stats} failed={statsFailed} />
      <Tabs
        label={t('weddingDetail.tabs')}
        idPrefix="wedding"
        initial={initialTab}
        items={[
          {
            key: 'overview',
            label: t('weddingDetail.tab.overview'),
            content: () => (
              <div className="space-y-6">
                <WeddingOverview wedding={wedding} faqs={faqs} />
                <section aria-labelledby="test-chat-title" className="space-y-3">
                  <h2 id="test-chat-title" className="text-xl">
                    {t('weddingDetail.testChat.title')}
                  </h2>
                  <TestChat weddingId={wedding.id} title={`${wedding.brideName} & ${wedding.groomName}`} />
                </section>
              </div>
            ),
          },
          {
            key: 'settings',
            label: t('weddingDetail.tab.settings'),
            content: () => (
              <Suspense fallback={<Loading />}>
                <SettingsTab wedding={wedding} onWeddingChange={onWeddingChange} />
              </Suspense>
            ),
          },
          {
            key: 'faq',
            label: t('weddingDetail.tab.faq'),
            content: () =>
              faqs ? (
                <Suspense fallback={<Loading />}>
                  <FaqEditor variant="detail" weddingId={wedding.id} faqs={faqs} onChange={onFaqsChange} />
                </Suspense>
              ) : (
                <Loading />
              ),
          },
          {
            key: 'guests',
            label: t('weddingDetail.tab.guests'),
            content: () => (
              <Suspense fallback={<Loading />}>
                <GuestListTab weddingId={wedding.id} />
              </Suspense>
            ),
          },
          {
            key: 'day',
            label: t('weddingDetail.tab.day'),
            content: () => (
              <Suspense fallback={<Loading />}>
                <WeddingDayTab weddingId={wedding.id} />
              </Suspense>
            ),
          },
          {
            key: 'messages',
            label: t('weddingDetail.tab.messages'),
            content: () => (
              <Suspense fallback={<Loading />}>
                <InboxTab weddingId={wedding.id} onFaqsChange={onFaqsChange} />
              </Suspense>
            ),
          },
          {
            key: 'announcements',
            label: t('weddingDetail.tab.announcements'),
            content: () => (
              <Suspense fallback={<Loading />}>
                <AnnouncementsTab weddingId={wedding.id} />
              </Suspense>
            ),
          },
          {
            key: 'stats',
            label: t('weddingDetail.tab.stats'),
            content: () => (
              <div className="space-y-6">
                <StatisticsTab stats={stats} failed={statsFailed} />
                <Suspense fallback={<Loading />}>
                  <WeddingInsights weddingId={wedding.id} />
                </Suspense>
              </div>
            ),
          },
        ]}
      />
      <StopAssistantDialog
        open={dialog === 'stop'}
        weddingId={wedding.id}
        onClose={() => setDialog(null)}
        onStopped={(stopped) => {
          onWeddingChange(stopped);
          setDialog('review');
        }}
      />
      <ReviewDialog
        open={dialog === 'review'}
        weddingId={wedding.id}
        onClose={() => setDialog(null)}
        onSubmitted={() => {
          onWeddingChange({ ...wedding, reviewSubmitted: true });
          setDialog(null);
        }}
      />
    </main>
  );
}

function StatisticsTab({ stats, failed }: { stats: TWeddingStats | null; failed: boolean }) {
  const share = stats && stats.totalGuests > 0 ? Math.round((stats.activeGuests / stats.totalGuests) * 100) : 0;
  return (
    <div className="space-y-6">
      <WeddingStats stats={stats} failed={failed} />
      <dl className="grid gap-3 text-sm md:grid-cols-3">
        <div>
          <dt className="font-medium">{t('stats.messages')}</dt>
          <dd className="text-base-content/80">{t('stats.messages.hint')}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('stats.guests')}</dt>
          <dd className="text-base-content/80">{t('stats.guests.hint')}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('stats.active')}</dt>
          <dd className="text-base-content/80">{t('stats.active.hint')}</dd>
        </div>
      </dl>
      {stats && (
        <div>
          <label htmlFor="active-share" className="text-sm font-medium">
            {t('stats.activeShare')} : {share} %
          </label>
          <progress id="active-share" className="progress progress-primary w-full" value={share} max={100} />
        </div>
      )}
    </div>
  );
}
