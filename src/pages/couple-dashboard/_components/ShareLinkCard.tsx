// The WhatsApp link guests open. Presented as ready to send only when guests would get answers (the server's
// status); otherwise it says what is missing, with the button that fixes it.
import { Copy, ExternalLink, Share2 } from 'lucide';
import Icon from '../../../components/Icon.tsx';
import { PayDepositButton, ReactivateButton, shareLinkText } from '../../../components/WeddingStatusActions.tsx';
import { copyLink } from '../../../components/copy-link.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWedding } from '../../../shared/schemas/weddings.ts';

type ShareLinkCardProps = { wedding: TWedding; onWeddingChange: (wedding: TWedding) => void };

export default function ShareLinkCard({ wedding, onWeddingChange }: ShareLinkCardProps) {
  const link = wedding.whatsappLink;
  const ready = wedding.status.answersGuests && link !== null;
  return (
    <section
      className="card border border-base-300 bg-base-100"
      aria-labelledby="share-title"
      data-testid="share-link"
      data-ready={ready}
    >
      <div className="card-body gap-3">
        <h2 id="share-title" className="card-title flex items-center gap-2 text-2xl">
          <Icon icon={Share2} className="h-5 w-5 text-primary" />
          {t('share.title')}
        </h2>
        <p
          className={ready ? 'text-sm text-base-content/80' : 'alert alert-warning text-sm'}
          role={ready ? undefined : 'status'}
          data-testid="share-status"
        >
          {shareLinkText(wedding.status)}
        </p>
        {ready ? (
          <>
            <label htmlFor="share-link-input" className="sr-only">
              {t('share.label')}
            </label>
            <input
              id="share-link-input"
              className="input w-full min-w-0 font-mono text-sm"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
            <div className="card-actions">
              <button type="button" className="btn btn-primary" onClick={() => void copyLink(link)}>
                <Icon icon={Copy} className="h-4 w-4" />
                {t('share.copy')}
              </button>
              <a className="btn btn-outline btn-primary" href={link} target="_blank" rel="noopener noreferrer">
                <Icon icon={ExternalLink} className="h-4 w-4" />
                {t('share.open')}
              </a>
            </div>
          </>
        ) : (
          <div className="card-actions">
            <PayDepositButton wedding={wedding} />
            <ReactivateButton wedding={wedding} onWeddingChange={onWeddingChange} />
          </div>
        )}
      </div>
    </section>
  );
}
