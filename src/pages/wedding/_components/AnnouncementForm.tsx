// « Nouvelle annonce »: audience, text with its live counter, who it reaches (the server's answer), then a
// confirmation naming how many guests receive it.
import { useId, useState, type SubmitEvent } from 'react';
import ConfirmDialog from '../../../components/ui/ConfirmDialog.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { announcementsApi } from '../../../lib/guest-list-api.ts';
import { t, tCount } from '../../../shared/messages/announcements.ts';
import { MAX_ANNOUNCEMENT, ZAnnouncementInput } from '../../../shared/schemas/announcements.ts';
import { coupleReads, handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import AnnouncementReach from './AnnouncementReach.tsx';

/** The select's value for « Tous les invités connectés » (a household's name is never empty). */
const ALL = '';

export default function AnnouncementForm({ weddingId, onSent }: { weddingId: number; onSent: () => void }) {
  const id = useId();
  const [audience, setAudience] = useState(ALL);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reach = useQuery(
    () => announcementsApi.reach(weddingId, audience || null),
    `wedding/${weddingId}/announcements/reach/${audience}`,
    coupleReads,
  );
  const households = reach.data?.households ?? [];
  const recipients = reach.data && !reach.loading ? reach.data.text.length + reach.data.template.length : null;

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZAnnouncementInput.safeParse({ body, audience: audience || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('announcement.error.empty'));
      return;
    }
    if (recipients === 0) {
      setError(t('announcement.error.nobody'));
      return;
    }
    setConfirming(true);
  }

  async function send() {
    try {
      const sent = await announcementsApi.send(weddingId, { body, audience: audience || null });
      const queued = sent.counts.queued ?? 0;
      showToast({
        title: t('announcement.sent'),
        ...(queued > 0 && reach.data?.live === false ? { description: t('announcement.sent.queued') } : {}),
      });
      setBody('');
      setAudience(ALL);
      setConfirming(false);
      reach.reload();
      onSent();
    } catch (failure) {
      if (handleUnauthenticated(failure) === true) return;
      setConfirming(false);
      showError(errorMessage(failure, t('announcement.sendFailed')));
    }
  }

  const bodyId = `${id}-body`;
  const describedBy = [`${bodyId}-counter`, error ? `${bodyId}-error` : null].filter(Boolean).join(' ');
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-box border border-base-300 p-4 sm:p-6"
      data-testid="announcement-form"
    >
      <h3 id={`${id}-title`} className="mb-3 text-xl">
        {t('announcement.form.title')}
      </h3>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form className="min-w-0 space-y-3" onSubmit={submit} noValidate>
          <div className="fieldset py-1">
            <label htmlFor={`${id}-audience`} className="fieldset-legend pb-1 pt-0 text-sm">
              {t('announcement.form.audience')}
            </label>
            <select
              id={`${id}-audience`}
              className="select w-full"
              value={audience}
              onChange={(event) => setAudience(event.target.value)}
            >
              <option value={ALL}>{t('announcement.form.audience.all')}</option>
              {households.map((household) => (
                <option key={household} value={household}>
                  {household}
                </option>
              ))}
            </select>
          </div>
          <div className="fieldset py-1">
            <label htmlFor={bodyId} className="fieldset-legend pb-1 pt-0 text-sm">
              {t('announcement.form.body')}
            </label>
            <textarea
              id={bodyId}
              className={`textarea w-full ${error ? 'textarea-error' : ''}`}
              rows={6}
              maxLength={MAX_ANNOUNCEMENT}
              value={body}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                setBody(event.target.value);
                setError(null);
              }}
            />
            <p
              id={`${bodyId}-counter`}
              className="text-right text-xs text-base-content/75"
              data-testid="announcement-counter"
            >
              {t('announcement.form.counter', { count: body.length, max: MAX_ANNOUNCEMENT })}
            </p>
            {error && (
              <p
                id={`${bodyId}-error`}
                className="text-sm text-red-700 dark:text-red-300"
                data-testid="announcement-error"
              >
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={reach.loading && !reach.data}>
            {t('announcement.form.send')}
          </button>
        </form>
        <AnnouncementReach reach={reach.data} loading={reach.loading} error={reach.error} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('announcement.confirm.title')}
        message={tCount('announcement.confirm.message', recipients ?? 0)}
        confirmLabel={t('announcement.form.send')}
        onClose={() => setConfirming(false)}
        onConfirm={send}
      />
    </section>
  );
}
