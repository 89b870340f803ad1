// /wedding/links?id=<id>: one card per household (then one per guest without a household) with its members, the QR
// code of its personal WhatsApp link (the household's first guest's) and the link itself, ready to print.
import { ofCoupleNames } from '../../../shared/partners.ts';
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import AppTopBar from '../../../components/AppTopBar.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import SignInRequired from '../../../components/SignInRequired.tsx';
import { copyLink } from '../../../components/copy-link.ts';
import { useBrowserValue, useSession } from '../../../components/hooks.ts';
import { useQuery } from '../../../components/use-query.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { guestListApi } from '../../../lib/guest-list-api.ts';
import { t } from '../../../shared/messages/announcements.ts';
import type { TListedGuest } from '../../../shared/schemas/guests.ts';
import { coupleReads } from '../../../stores/session.ts';
import { formatWeddingDate } from '../../../shared/format.ts';

/** The numeric `id` of `?id=…`, or null. */
export function weddingIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type Card = { key: string; title: string; members: string[]; link: string };

/** Households in the list's order of names, then each guest without one; only guests with a personal link. */
export function linkCards(guests: TListedGuest[], noName: string): Card[] {
  const withLink = guests.filter((guest) => guest.personalLink);
  const households = new Map<string, TListedGuest[]>();
  for (const guest of withLink.filter((g) => g.household)) {
    const members = households.get(guest.household!) ?? [];
    members.push(guest);
    households.set(guest.household!, members);
  }
  const name = (guest: TListedGuest) => guest.name ?? noName;
  const grouped = [...households.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'fr'))
    .map(([household, members]) => ({
      key: `h-${household}`,
      title: household,
      members: members.map(name),
      link: members[0]!.personalLink!,
    }));
  const alone = withLink
    .filter((g) => !g.household)
    .map((guest) => ({ key: `g-${guest.id}`, title: name(guest), members: [name(guest)], link: guest.personalLink! }));
  return [...grouped, ...alone];
}

export default function GuestLinksPrint() {
  const session = useSession();
  const search = useBrowserValue(() => window.location.search, null);
  const id = search === null ? null : weddingIdFromSearch(search);
  return (
    <>
      <div className="print:hidden">
        <AppTopBar current="/" session={session} />
      </div>
      {(session.status === 'loading' || search === null) && <LoadingState page />}
      {session.status === 'anonymous' && <SignInRequired returnTo={`/wedding/links${search ?? ''}`} />}
      {session.status === 'authenticated' &&
        search !== null &&
        (id === null ? <Problem text={t('links.missingId')} /> : <LinksPage id={id} />)}
    </>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-10">
      <p className="alert alert-error" role="alert">
        {text}
      </p>
    </main>
  );
}

function LinksPage({ id }: { id: number }) {
  const guests = useQuery(() => guestListApi.listed(id), `wedding/${id}/guests`, coupleReads);
  const wedding = useQuery(() => api.weddings.get(id), `wedding/${id}`, coupleReads);
  const couple = wedding.data ? `${wedding.data.brideName} & ${wedding.data.groomName}` : null;
  const weddingLine = wedding.data
    ? t('links.card.wedding', {
        ofCouple: ofCoupleNames(wedding.data),
        date: formatWeddingDate(wedding.data.weddingDate),
      })
    : null;
  const status = wedding.data?.status;

  useEffect(() => {
    if (couple) document.title = `${t('links.title')} · ${couple}`;
  }, [couple]);

  if (guests.error) return <Problem text={errorMessage(guests.error, t('links.loadError'))} />;
  if (!guests.data) return <LoadingState page />;
  const cards = linkCards(guests.data, t('announcement.noName'));
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 print:max-w-none print:p-0" data-testid="guest-links">
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
        <div className="min-w-0">
          <h1 className="text-3xl">{t('links.title')}</h1>
          {couple && <p className="text-lg">{couple}</p>}
          <p className="text-sm text-base-content/80">{t('links.intro')}</p>
          {status && (
            <p
              className={`mt-3 rounded-box border-l-4 bg-base-200 p-3 text-sm text-base-content ${status.answersGuests ? 'border-success' : 'border-warning'}`}
              role="status"
              data-testid="links-work-when"
            >
              {status.answersGuests
                ? t('links.works.ready')
                : status.code === 'over'
                  ? t('links.works.over')
                  : t('links.works.notYet')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <a className="btn btn-ghost btn-sm" href={`/wedding/${id}`}>
            {t('links.back')}
          </a>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
            {t('links.print')}
          </button>
        </div>
      </div>
      {cards.length === 0 ? (
        <p
          className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/80"
          data-testid="guest-links-empty"
        >
          {t('links.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2 print:gap-6">
          {cards.map((card) => (
            <li key={card.key} className="break-inside-avoid">
              <LinkCard card={card} weddingLine={weddingLine} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** One household's card: who it is for, whose wedding and when, the QR code, one line saying what to do. */
function LinkCard({ card, weddingLine }: { card: Card; weddingLine: string | null }) {
  return (
    <article
      className="flex h-full flex-col items-center gap-3 rounded-box border border-base-300 p-4 text-center print:border-black"
      data-testid="guest-link-card"
    >
      <h2 className="text-xl break-words">{card.title}</h2>
      <p className="text-sm break-words">
        <span className="sr-only">{t('links.members')} : </span>
        {card.members.join(', ')}
      </p>
      {weddingLine && (
        <p className="font-display text-lg" data-testid="guest-link-wedding">
          {weddingLine}
        </p>
      )}
      <QrCode link={card.link} name={card.title} />
      <p className="text-sm" data-testid="guest-link-instructions">
        {t('links.card.instructions')}
      </p>
      <p className="w-full font-mono text-xs break-all" data-testid="guest-link">
        {card.link}
      </p>
      <button
        type="button"
        className="btn btn-outline btn-sm print:hidden"
        aria-label={t('links.copy.label', { name: card.title })}
        onClick={() => void copyLink(card.link)}
      >
        {t('links.copy')}
      </button>
    </article>
  );
}

/** The link's QR code, drawn in the browser as an SVG image (no network, allowed by the pages' img-src data:). */
function QrCode({ link, name }: { link: string; name: string }) {
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => !cancelled && setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [link]);
  if (failed) return <p className="text-sm">{t('links.qr.failed')}</p>;
  return (
    <div className="aspect-square w-40 bg-white p-1 print:w-48">
      {source && (
        <img src={source} alt={t('links.qr.alt', { name })} className="h-full w-full" data-testid="guest-link-qr" />
      )}
    </div>
  );
}
