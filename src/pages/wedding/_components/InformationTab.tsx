// « Informations »: the wedding as the assistant knows it, read at a glance; « Modifier » opens the one wedding
// form ('Mettre à jour'), loaded only then. An empty fact says what the assistant cannot answer yet.
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { weddingDayApi } from '../../../lib/guest-list-api.ts';
import { mirroredParts, partFieldLabel, partSection } from '../../../shared/mirrored-parts.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t, type CoupleMessageKey } from '../../../shared/messages/couple-space.ts';
import type { TWedding, TWeddingFields } from '../../../shared/schemas/weddings.ts';
import { coupleReads, handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

const WeddingEditForm = lazy(() => import('./WeddingEditForm.tsx'));

type Fact = keyof TWedding & `${string}`;
const GROUPS: { title: CoupleMessageKey; facts: Fact[] }[] = [
  { title: 'wedding.section.ceremony', facts: ['ceremonyVenue', 'ceremonyAddress', 'ceremonyTime'] },
  { title: 'wedding.section.reception', facts: ['receptionVenue', 'receptionAddress', 'receptionTime'] },
  {
    title: 'wedding.section.practical',
    facts: ['dressCode', 'parkingInfo', 'accommodations', 'giftRegistry', 'emergencyContact', 'additionalInfo'],
  },
];

type InformationTabProps = { wedding: TWedding; onWeddingChange: (wedding: TWedding) => void };

export default function InformationTab({ wedding, onWeddingChange }: InformationTabProps) {
  const [editing, setEditing] = useState(false);
  // The ceremony and reception fields are those of the first part of each group: named as that part is.
  const dayParts = useQuery(() => weddingDayApi.parts(wedding.id), `wedding/${wedding.id}/parts`, coupleReads);
  const parts = dayParts.data ? mirroredParts(dayParts.data) : null;

  async function save(fields: TWeddingFields) {
    try {
      onWeddingChange(await api.weddings.update(wedding.id, fields));
      void showToast({ title: t('wedding.update.success') });
      setEditing(false);
    } catch (error) {
      handleUnauthenticated(error);
      void showError(errorMessage(error, t('wedding.update.failed')));
    }
  }

  if (editing)
    return (
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body">
          <Suspense fallback={<LoadingState page />}>
            <WeddingEditForm wedding={wedding} parts={parts} onSubmit={save} onCancel={() => setEditing(false)} />
          </Suspense>
        </div>
      </div>
    );

  const missing = GROUPS.flatMap((g) => g.facts).filter((fact) => !wedding[fact]).length;
  return (
    <div className="space-y-4" data-testid="wedding-facts">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-base-content/80">
          {t('section.info.lead')} {missing > 0 && t('section.info.missing')}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => setEditing(true)} data-testid="edit-wedding">
          {t('section.info.edit')}
        </button>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {GROUPS.map((group) => (
          <section key={group.title} className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-2">
              <h2 className="card-title text-2xl">{partSection(group.title, parts).title}</h2>
              <dl className="space-y-2 text-sm">
                {group.facts.map((fact) => (
                  <div key={fact}>
                    <dt className="text-base-content/75">
                      {partFieldLabel(fact, parts) ?? t(`wedding.label.${fact}` as CoupleMessageKey)}
                    </dt>
                    <dd className={wedding[fact] ? 'whitespace-pre-line font-medium' : 'italic text-base-content/75'}>
                      {String(wedding[fact] || t('ui.notSet'))}
                    </dd>
                  </div>
                ))}
              </dl>
              {partSection(group.title, parts).note && (
                <p className="text-sm text-base-content/75">{partSection(group.title, parts).note}</p>
              )}
            </div>
          </section>
        ))}
      </div>
      <p className="text-sm text-base-content/75">
        {t('dashboard.info.assistantId')} :{' '}
        <code className="break-all rounded bg-base-200 px-1" data-testid="info-assistant-id">
          {wedding.weddingId}
        </code>
      </p>
    </div>
  );
}
