// The couple's one home for a wedding (issue 28): the dashboard (status and the one on/off switch, the link, what
// needs doing next, the figures saying what they count), then the sections. Every section but the first loads its
// code when first opened; the couple's e-mail about a guest's question links `#messages`, which opens that section.
import { lazy, useState, type ReactNode } from 'react';
import { useGuestListVersion } from '../../../components/hooks.ts';
import { LazyPart } from '../../../components/ui/LazyPart.tsx';
import Tabs from '../../../components/ui/Tabs.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { api } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import { coupleReads } from '../../../stores/session.ts';
import WeddingFigures from './WeddingFigures.tsx';
import WeddingHeader from './WeddingHeader.tsx';
import WeddingNextSteps from './WeddingNextSteps.tsx';

const InformationTab = lazy(() => import('./InformationTab.tsx'));
const FaqTab = lazy(() => import('./FaqTab.tsx'));
const GuestsSection = lazy(() => import('./GuestsSection.tsx'));
const MessagesSection = lazy(() => import('./MessagesSection.tsx'));
const AnnouncementsTab = lazy(() => import('./AnnouncementsTab.tsx'));
const SettingsTab = lazy(() => import('./SettingsTab.tsx'));
const PaymentTab = lazy(() => import('./PaymentTab.tsx'));

export const SECTIONS = ['info', 'faq', 'guests', 'messages', 'announcements', 'settings', 'payment'] as const;
export type Section = (typeof SECTIONS)[number];

function Later({ children }: { children: ReactNode }) {
  return <LazyPart>{children}</LazyPart>;
}

type WeddingHomeProps = { wedding: TWedding; onWeddingChange: (wedding: TWedding) => void; illustration: ReactNode };

export default function WeddingHome({ wedding, onWeddingChange, illustration }: WeddingHomeProps) {
  const id = wedding.id;
  const [section, setSection] = useState<Section>(() => {
    const hash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
    return (SECTIONS as readonly string[]).includes(hash) ? (hash as Section) : 'info';
  });
  // The figures count the guest list: a change to it below reads them again.
  const guestListVersion = useGuestListVersion(id);
  const stats = useQuery(() => api.weddings.stats(id), `wedding/${id}/stats#${guestListVersion}`, coupleReads);
  const faqs = useQuery(() => api.weddings.faqs(id), `wedding/${id}/faqs`, coupleReads);

  function open(next: Section) {
    setSection(next);
    document.getElementById(`wedding-tab-${next}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const guests = stats.data ? { invited: stats.data.guestsOnList, wrote: stats.data.totalGuests } : null;

  const content: Record<Section, () => ReactNode> = {
    info: () => <InformationTab wedding={wedding} onWeddingChange={onWeddingChange} />,
    faq: () => <FaqTab wedding={wedding} faqs={faqs.data ?? null} onFaqsChange={(next) => faqs.setData(() => next)} />,
    guests: () => <GuestsSection weddingId={id} />,
    messages: () => <MessagesSection weddingId={id} onFaqsChange={(next) => faqs.setData(() => next)} />,
    announcements: () => <AnnouncementsTab weddingId={id} />,
    settings: () => <SettingsTab wedding={wedding} onWeddingChange={onWeddingChange} />,
    payment: () => <PaymentTab wedding={wedding} />,
  };

  return (
    <main className="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:py-8" data-testid="wedding-detail">
      <WeddingHeader
        wedding={wedding}
        onWeddingChange={onWeddingChange}
        illustration={illustration}
        onTest={() => {
          open('faq');
          scrollToWhenShown('test-chat-title');
        }}
      />
      <section aria-labelledby="dashboard-title" className="space-y-4" data-testid="wedding-dashboard">
        <h2 id="dashboard-title" className="sr-only">
          {t('home.dashboard')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-[1.2fr_1fr]">
          <WeddingNextSteps wedding={wedding} faqCount={faqs.data?.length ?? null} guests={guests} onOpen={open} />
          <WeddingFigures stats={stats.data ?? null} guests={guests} failed={Boolean(stats.error)} />
        </div>
      </section>
      <Tabs
        label={t('home.sections')}
        idPrefix="wedding"
        boxed
        active={section}
        onSelect={setSection}
        initial={section}
        items={SECTIONS.map((key) => ({
          key,
          label: t(`section.${key}`),
          content: () => <Later>{content[key]()}</Later>,
        }))}
      />
    </main>
  );
}

/** The section loads when opened: its element is scrolled to once it is there (for two seconds at most). */
function scrollToWhenShown(id: string, until = Date.now() + 2000) {
  const element = document.getElementById(id);
  if (element) element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else if (Date.now() < until) setTimeout(() => scrollToWhenShown(id, until), 100);
}
