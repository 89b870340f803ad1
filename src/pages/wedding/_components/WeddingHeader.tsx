// The wedding's header: names and date, the assistant's badge and switch, 'Arrêter l'assistant', and the link's
// copy / share / test buttons (test only while the assistant is active).
import { useState } from 'react';
import { copyLink } from '../../../components/copy-link.ts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatWeddingDate } from '../../../shared/format.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

type WeddingHeaderProps = { wedding: TWedding; onWeddingChange: (wedding: TWedding) => void; onStop: () => void };

export default function WeddingHeader({ wedding, onWeddingChange, onStop }: WeddingHeaderProps) {
  const [toggling, setToggling] = useState(false);
  const link = wedding.whatsappLink;

  async function toggle() {
    setToggling(true);
    try {
      const next = await api.weddings.toggleBot(wedding.id);
      onWeddingChange(next);
      showToast({ title: t(next.botActive ? 'bot.activated' : 'bot.deactivated') });
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('bot.toggle.failed')));
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
      <a href="/" className="btn btn-ghost btn-sm">
        <span aria-hidden="true">←</span> {t('weddingDetail.back')}
      </a>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold" data-testid="wedding-title">
            {wedding.brideName} &amp; {wedding.groomName}
          </h1>
          <p className="text-base-content/80">{formatWeddingDate(wedding.weddingDate)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className={`badge ${wedding.botActive ? 'badge-success' : 'badge-ghost'}`} data-testid="bot-badge">
            {wedding.botActive ? t('bot.active') : t('bot.inactive')}
          </span>
          {wedding.assistantStopped && <span className="badge badge-warning">{t('bot.stoppedBadge')}</span>}
          <label className="flex cursor-pointer items-center gap-2">
            <input type="checkbox" role="switch" className="toggle toggle-success" checked={wedding.botActive} onChange={() => void toggle()} disabled={toggling} data-testid="bot-toggle" />
            <span className="text-sm font-medium">{t('bot.toggle')}</span>
          </label>
          {wedding.botActive && !wedding.assistantStopped && (
            <button type="button" className="btn btn-outline btn-sm border-red-700 text-red-700 dark:border-red-300 dark:text-red-300" onClick={onStop}>
              {t('stop.open')}
            </button>
          )}
        </div>
      </div>
      {link && (
        <div className="flex flex-wrap items-center gap-2 rounded-box border border-base-300 bg-base-200 p-3">
          <code className="flex-1 break-all text-sm" data-testid="whatsapp-link">
            {link}
          </code>
          <button type="button" className="btn btn-sm" onClick={() => void copyLink(link)}>
            {t('link.copy')}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => void share(link)}>
            {t('link.share')}
          </button>
          {wedding.botActive ? (
            <a className="btn btn-primary btn-sm" href={link} target="_blank" rel="noopener noreferrer">
              {t('link.test')}
            </a>
          ) : (
            <button type="button" className="btn btn-primary btn-sm" disabled title={t('link.test.disabled')} aria-describedby="test-disabled-hint">
              {t('link.test')}
            </button>
          )}
          {!wedding.botActive && (
            <p id="test-disabled-hint" className="w-full text-xs text-base-content/75">
              {t('link.test.disabled')}
            </p>
          )}
        </div>
      )}
    </header>
  );
}
