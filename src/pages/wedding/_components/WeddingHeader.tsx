// The wedding's header, drawn like the public pages: names and date over the illustration, the status badge (the
// server's), the assistant's one on/off switch (stopping it for good is in « Paramètres »), and the link: copy /
// share / test when guests would get answers, otherwise why not yet (« À faire maintenant » holds the button that
// fixes it). The switch of an unpaid wedding leads to the payment.
import { useState, type ReactNode } from 'react';
import { Copy, MessageCircle, Share2 } from 'lucide';
import Icon from '../../../components/ui/Icon.tsx';
import WeddingStatusBadge from '../../../components/WeddingStatusBadge.tsx';
import { paymentPath, shareLinkText, statusHint } from '../../../components/WeddingStatusActions.tsx';
import { copyLink } from '../../../components/copy-link.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatWeddingDate } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import { navigate } from '../../../stores/couple-flow.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

type WeddingHeaderProps = {
  wedding: TWedding;
  onWeddingChange: (wedding: TWedding) => void;
  illustration: ReactNode;
  /** « Tester » opens the assistant's test chat (nothing stored): the couple's own phone never becomes a guest. */
  onTest: () => void;
};

export default function WeddingHeader({ wedding, onWeddingChange, illustration, onTest }: WeddingHeaderProps) {
  const [toggling, setToggling] = useState(false);
  const link = wedding.whatsappLink;
  const { status } = wedding;
  const ready = status.answersGuests && link !== null;

  async function toggle() {
    // Unpaid: the switch is the way to the payment, not an error.
    if (status.blocker === 'payment') return navigate(paymentPath(wedding.id));
    setToggling(true);
    try {
      const next = await api.weddings.toggleBot(wedding.id);
      onWeddingChange(next);
      void showToast({ title: t(next.status.switchedOn ? 'bot.activated' : 'bot.deactivated') });
    } catch (error) {
      handleUnauthenticated(error);
      void showError(errorMessage(error, t('bot.toggle.failed')));
    } finally {
      setToggling(false);
    }
  }

  async function share(url: string) {
    if (typeof navigator.share !== 'function') return void copyLink(url);
    try {
      await navigator.share({ title: `${wedding.brideName} & ${wedding.groomName}`, text: t('share.message'), url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink(url);
    }
  }

  return (
    <header className="overflow-hidden rounded-box bg-base-200">
      <div className="grid items-center gap-4 p-5 sm:p-8 md:grid-cols-[1fr_14rem] lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-3 text-center md:text-left">
          <p className="text-sm font-medium uppercase tracking-wider text-primary">{t('home.dashboard')}</p>
          <h1 className="break-words text-4xl sm:text-5xl" data-testid="wedding-title">
            {wedding.brideName} &amp; {wedding.groomName}
          </h1>
          <p className="font-display text-xl text-base-content/80">{formatWeddingDate(wedding.weddingDate)}</p>
          <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-base-content/80 md:justify-start">
            <WeddingStatusBadge code={status.code} testId="bot-badge" />
            <span>{statusHint(status)}</span>
          </p>
          {status.code !== 'over' && (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-base-100 px-4">
              <input
                type="checkbox"
                role="switch"
                className="toggle toggle-primary"
                checked={status.switchedOn}
                onChange={() => void toggle()}
                disabled={toggling}
                data-testid="bot-toggle"
              />
              <span className="text-sm font-medium">{t('bot.toggle')}</span>
            </label>
          )}
        </div>
        {/* Decorative (the Astro shell renders it, alt=""): a medallion above the names on phones, beside them on
            wider screens. */}
        <div className="order-first mx-auto h-24 w-24 overflow-hidden rounded-full md:order-none md:h-auto md:w-full md:rounded-box [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
          {illustration}
        </div>
      </div>
      <div className="border-t border-base-300 bg-base-100/60 p-4 sm:px-8" data-testid="link-panel" data-ready={ready}>
        {ready ? (
          <div className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 basis-full break-all text-sm sm:basis-0" data-testid="whatsapp-link">
              {link}
            </code>
            <button type="button" className="btn btn-outline btn-primary btn-sm" onClick={() => void copyLink(link)}>
              <Icon icon={Copy} className="h-4 w-4" /> {t('link.copy')}
            </button>
            <button type="button" className="btn btn-outline btn-primary btn-sm" onClick={() => void share(link)}>
              <Icon icon={Share2} className="h-4 w-4" /> {t('link.share')}
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={onTest} data-testid="test-link">
              <Icon icon={MessageCircle} className="h-4 w-4" /> {t('link.test')}
            </button>
          </div>
        ) : (
          <p className="text-sm" role="status" data-testid="link-blocked">
            {shareLinkText(status)}
          </p>
        )}
      </div>
    </header>
  );
}
