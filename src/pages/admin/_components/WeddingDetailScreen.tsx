// /admin/wedding/:id (the numeric id, read from the URL): four stat cards with measured figures, the info
// block, a truthful status badge, and tabs FAQs / guests / the 10 latest messages.
import { noSubscription, useClientValue } from '../../../components/use-client-value.ts';
import Tabs from '../../../components/ui/Tabs.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import { BotSwitch } from './BotSwitch.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { WeddingStatusBadge } from './wedding-badges.tsx';
import { FaqManager, GuestList, RecentMessages, WeddingStatCards } from './WeddingParts.tsx';
import { WeddingInfo } from './WeddingInfo.tsx';
import { lastListPage } from './data-table/use-url-list.ts';

function idFromPath(): number | null {
  if (typeof window === 'undefined') return null;
  const match = /^\/admin\/wedding\/(\d{1,10})\/?$/.exec(location.pathname);
  return match ? Number(match[1]) : null;
}

export default function WeddingDetailScreen() {
  // `undefined` while hydrating (the built page knows no id): the same nothing as the server rendered.
  const id = useClientValue<number | null | undefined>(noSubscription, idFromPath, undefined);
  if (id === undefined) return null;
  if (id === null) return <EmptyState text={t('admin.weddings.notFound')} />;
  return <WeddingDetail id={id} />;
}

function WeddingDetail({ id }: { id: number }) {
  const detail = useQuery(() => adminApi.wedding(id), `wedding-${id}`, adminReads);
  const back = useClientValue<string | null>(noSubscription, lastListPage, null);
  return (
    <div>
      <a className="btn btn-ghost btn-sm mb-4" href={back ?? '/admin/weddings'} data-testid="wedding-back">
        ← {back ? t('admin.back') : t('admin.menu.weddings')}
      </a>
      <QueryView query={detail}>
        {(w) => (
          <div className="space-y-6">
            <header className="flex flex-wrap items-center justify-between gap-4">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-2xl font-bold md:text-3xl">
                  {w.brideName} & {w.groomName}
                </h1>
                <WeddingStatusBadge status={w.status.code} />
              </div>
              <BotSwitch wedding={w} onChange={(change) => detail.setData((d) => d && { ...d, ...change })} />
            </header>
            <WeddingStatCards wedding={w} />
            <Section title={t('admin.weddings.info')}>
              <WeddingInfo wedding={w} />
            </Section>
            <Tabs
              label={`${w.brideName} & ${w.groomName}`}
              idPrefix="wedding-detail"
              items={[
                {
                  key: 'faqs',
                  label: t('admin.weddingDetail.tab.faqs'),
                  content: () => <FaqManager weddingId={w.id} />,
                },
                {
                  key: 'guests',
                  label: t('admin.weddingDetail.tab.guests'),
                  content: () => <GuestList weddingId={w.id} />,
                },
                {
                  key: 'messages',
                  label: t('admin.weddingDetail.tab.messages'),
                  content: () => <RecentMessages weddingId={w.id} />,
                },
              ]}
            />
          </div>
        )}
      </QueryView>
    </div>
  );
}
