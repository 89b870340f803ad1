// The wedding's header: names and date, the status badge (the server's), the assistant's switch ('Arrêter
// l'assistant' while it runs), and the link: copy / share / test when guests would get answers, otherwise what is
// missing with the button that fixes it. The switch of an unpaid wedding leads to the payment.
import { useState } from 'react';
import { ArrowLeft, Copy, MessageCircle, Share2 } from 'lucide';
import Icon from '../../../components/Icon.tsx';
import WeddingStatusBadge from '../../../components/WeddingStatusBadge.tsx';
import {
  PayDepositButton,
  ReactivateButton,
  paymentPath,
  shareLinkText,
  statusHint,
} from '../../../components/WeddingStatusActions.tsx';
import { copyLink } from '../../../components/copy-link.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatWeddingDate } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import { navigate } from '../../../stores/couple-flow.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

type WeddingHeaderProps = { wedding: TWedding; onWeddingChange: (wedding: TWedding) => void; onStop: () => void };

export default function WeddingHeader({ wedding, onWeddingChange, onStop }: WeddingHeaderProps) {
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
    <header className="space-y-4">
      <a href="/" className="btn btn-ghost btn-sm -ml-2">
        <Icon icon={ArrowLeft} className="h-4 w-4" /> {t('weddingDetail.back')}
      </a>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-4xl" data-testid="wedding-title">
            {wedding.brideName} &amp; {wedding.groomName}
          </h1>
          <p className="text-base-content/80">{formatWeddingDate(wedding.weddingDate)}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-base-content/80">
            <WeddingStatusBadge code={status.code} testId="bot-badge" />
            <span>{statusHint(status)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {status.code !== 'over' && (
            <label className="flex min-h-11 cursor-pointer items-center gap-2">
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
          {status.switchedOn && (
            <button type="button" className="btn btn-outline btn-error btn-sm" onClick={onStop}>
              {t('stop.open')}
            </button>
          )}
        </div>
      </div>
      <div className="rounded-box border border-base-300 bg-base-200 p-3" data-testid="link-panel" data-ready={ready}>
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
            <a
              className="btn btn-primary btn-sm"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="test-link"
            >
              <Icon icon={MessageCircle} className="h-4 w-4" /> {t('link.test')}
            </a>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 basis-full text-sm sm:basis-0" role="status" data-testid="link-blocked">
              {shareLinkText(status)}
            </p>
            <PayDepositButton wedding={wedding} />
            <ReactivateButton wedding={wedding} onWeddingChange={onWeddingChange} />
          </div>
        )}
      </div>
    </header>
  );
}
