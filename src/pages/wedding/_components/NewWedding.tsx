// Nouveau mariage: every information field, tips for the assistant; success opens /wedding/{id}.
import { Lightbulb } from 'lucide';
import Icon from '../../../components/ui/Icon.tsx';
import AppTopBar from '../../../components/AppTopBar.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import SignInRequired from '../../../components/SignInRequired.tsx';
import WeddingForm from '../../../components/WeddingForm.tsx';
import { useFlashToast, useSession } from '../../../components/hooks.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWeddingFields } from '../../../shared/schemas/weddings.ts';
import { flashToast, navigate } from '../../../stores/couple-flow.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError } from '../../../stores/toasts.ts';

const TIPS = ['tips.1', 'tips.2', 'tips.3', 'tips.4'] as const;

async function create(fields: TWeddingFields) {
  try {
    const wedding = await api.weddings.create(fields);
    flashToast({ title: t('wedding.create.success') });
    navigate(`/wedding/${wedding.id}`);
  } catch (error) {
    handleUnauthenticated(error);
    showError(errorMessage(error, t('wedding.create.failed')));
  }
}

export default function NewWedding() {
  useFlashToast();
  const session = useSession();
  return (
    <>
      <AppTopBar current="/" session={session} />
      {session.status === 'loading' && <LoadingState page />}
      {session.status === 'anonymous' && <SignInRequired returnTo="/wedding/new" />}
      {session.status === 'authenticated' && (
        <main className="mx-auto w-full max-w-6xl px-4 py-8">
          <a href="/couple-dashboard" className="btn btn-ghost btn-sm mb-4">
            <span aria-hidden="true">←</span> {t('ui.back')}
          </a>
          <h1 className="text-4xl">{t('newWedding.title')}</h1>
          <p className="mb-6 mt-1 text-base-content/80">{t('newWedding.subtitle')}</p>
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="card border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body">
                <WeddingForm idPrefix="new-wedding" submitLabel={t('wedding.submit.create')} onSubmit={create} />
              </div>
            </div>
            <aside className="card h-fit border border-base-300 bg-base-200" aria-labelledby="tips-title">
              <div className="card-body">
                <h2 id="tips-title" className="card-title text-base">
                  <Icon icon={Lightbulb} className="h-5 w-5 text-primary" /> {t('tips.title')}
                </h2>
                <ul className="list-inside list-disc space-y-2 text-sm">
                  {TIPS.map((tip) => (
                    <li key={tip}>{t(tip)}</li>
                  ))}
                </ul>
              </div>
            </aside>
          </div>
        </main>
      )}
    </>
  );
}
