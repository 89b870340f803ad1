// /wedding/:id, the couple's one home (issue 28): the dashboard (status, the link, what to do next, the figures),
// then the sections. A missing, malformed or foreign id shows 'Mariage introuvable' (the API answers 404 for all
// three). `children` is the wedding's illustration, rendered by the Astro shell (no JavaScript).
import { useEffect, type ReactNode } from 'react';
import AppTopBar from '../../../components/AppTopBar.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import SignInRequired from '../../../components/SignInRequired.tsx';
import { useBrowserValue, useFlashToast, useSession } from '../../../components/hooks.ts';
import { useQuery } from '../../../components/use-query.ts';
import { api, AppError } from '../../../lib/api-client.ts';
import { coupleReads } from '../../../stores/session.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import WeddingHome from './WeddingHome.tsx';

/** The numeric id of `/wedding/{id}`, or null. */
export function weddingIdFromPath(pathname: string): number | null {
  const match = /^\/wedding\/(\d{1,12})\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function WeddingDetail({ children }: { children?: ReactNode }) {
  useFlashToast();
  const session = useSession();
  const pathname = useBrowserValue(() => window.location.pathname, '');
  const id = weddingIdFromPath(pathname);
  return (
    <>
      <AppTopBar current="/" session={session} />
      {session.status === 'loading' && <LoadingState page />}
      {session.status === 'anonymous' && <SignInRequired returnTo={pathname} />}
      {session.status === 'authenticated' &&
        (id === null ? <WeddingNotFound /> : <WeddingPage id={id} illustration={children} />)}
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

function WeddingPage({ id, illustration }: { id: number; illustration: ReactNode }) {
  const wedding = useQuery(() => api.weddings.get(id), `wedding/${id}`, coupleReads);
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
  if (!wedding.data) return <LoadingState page />;
  return (
    <WeddingHome
      wedding={wedding.data}
      onWeddingChange={(next) => wedding.setData(() => next)}
      illustration={illustration}
    />
  );
}
