// The WhatsApp link guests open: copy ('Lien copié !') or open in a new tab.
import { copyLink } from '../../../components/copy-link.ts';
import { t } from '../../../shared/messages/couple-space.ts';

export default function ShareLinkCard({ link }: { link: string | null }) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="share-title" data-testid="share-link">
      <div className="card-body">
        <h2 id="share-title" className="card-title">
          {t('share.title')}
        </h2>
        {link ? (
          <>
            <p className="text-sm text-base-content/80">{t('share.text')}</p>
            <label htmlFor="share-link-input" className="sr-only">
              {t('share.label')}
            </label>
            <input id="share-link-input" className="input input-sm w-full font-mono" readOnly value={link} onFocus={(event) => event.target.select()} />
            <div className="card-actions mt-2">
              <button type="button" className="btn btn-primary btn-sm" onClick={() => void copyLink(link)}>
                {t('share.copy')}
              </button>
              <a className="btn btn-outline btn-sm" href={link} target="_blank" rel="noopener noreferrer">
                {t('share.open')}
              </a>
            </div>
          </>
        ) : (
          <p className="text-sm text-base-content/80">{t('share.unavailable')}</p>
        )}
      </div>
    </section>
  );
}
