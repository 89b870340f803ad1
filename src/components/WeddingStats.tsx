// The three figures of a wedding (spec 000 section 2): Messages, Invités, Actifs 7j.
import { t } from '../shared/messages/couple-space.ts';
import type { TWeddingStats } from '../shared/schemas/weddings.ts';

/** `stats` null while loading; `failed` shows a dash instead of the figures. */
export default function WeddingStats({
  stats,
  failed = false,
  compact = false,
}: {
  stats: TWeddingStats | null;
  failed?: boolean;
  compact?: boolean;
}) {
  const items = [
    {
      label: t('stats.messages'),
      hint: t('stats.messages.hint'),
      value: stats?.totalMessages,
      testId: 'stat-messages',
    },
    { label: t('stats.guests'), hint: t('stats.guests.hint'), value: stats?.totalGuests, testId: 'stat-guests' },
    { label: t('stats.active'), hint: t('stats.active.hint'), value: stats?.activeGuests, testId: 'stat-active' },
  ];
  return (
    <dl className={`grid grid-cols-3 gap-3 ${compact ? 'text-sm' : ''}`} aria-busy={stats === null && !failed}>
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-box border border-base-300 bg-base-100 p-3 text-center"
          title={item.hint}
        >
          <dt className="text-base-content/75">{item.label}</dt>
          <dd className={`${compact ? 'text-xl' : 'text-3xl'} font-bold`} data-testid={item.testId}>
            {item.value ?? (failed ? '—' : <Pending />)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Pending() {
  return (
    <>
      <span className="loading loading-dots loading-sm" aria-hidden="true" />
      <span className="sr-only">{t('ui.loading')}</span>
    </>
  );
}
