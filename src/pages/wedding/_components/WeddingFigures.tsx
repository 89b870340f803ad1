// « Vos chiffres »: each figure says what it counts (« 22 invités · 1 a écrit »), all computed by the server.
import { guestFiguresLabel, outsideWroteLabel } from '../../../shared/messages/couple.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TGuestFigures, TWeddingStats } from '../../../shared/schemas/weddings.ts';

type WeddingFiguresProps = { stats: TWeddingStats | null; guests: TGuestFigures | null; failed: boolean };

export default function WeddingFigures({ stats, guests, failed }: WeddingFiguresProps) {
  const pending = failed ? '—' : null;
  return (
    <section
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="figures-title"
      aria-busy={!failed && (stats === null || guests === null)}
    >
      <div className="card-body gap-4">
        <h3 id="figures-title" className="card-title text-2xl">
          {t('figures.title')}
        </h3>
        <p className="text-2xl font-semibold text-primary" data-testid="figures-guests">
          {guests ? guestFiguresLabel(guests.invited, guests.wrote) : (pending ?? <Dots />)}
        </p>
        {guests?.invited === 0 && <p className="-mt-2 text-sm text-base-content/80">{t('figures.noGuests')}</p>}
        {Boolean(stats?.outsideWrote) && (
          <p className="-mt-2 text-sm text-base-content/80" data-testid="figures-outside">
            {outsideWroteLabel(stats!.outsideWrote)}
          </p>
        )}
        <dl className="mt-auto grid grid-cols-2 gap-3">
          <Figure value={stats?.totalMessages} label={t('figures.messages')} testId="stat-messages" pending={pending} />
          <Figure value={stats?.activeGuests} label={t('figures.active')} testId="stat-active" pending={pending} />
        </dl>
      </div>
    </section>
  );
}

function Figure({
  value,
  label,
  testId,
  pending,
}: {
  value: number | undefined;
  label: string;
  testId: string;
  pending: string | null;
}) {
  return (
    <div className="flex flex-col-reverse justify-end rounded-box bg-base-200 p-3">
      <dt className="text-sm text-base-content/80">{label}</dt>
      <dd className="text-3xl font-bold" data-testid={testId}>
        {value ?? pending ?? <Dots />}
      </dd>
    </div>
  );
}

function Dots() {
  return (
    <>
      <span className="loading loading-dots loading-sm" aria-hidden="true" />
      <span className="sr-only">{t('ui.loading')}</span>
    </>
  );
}
