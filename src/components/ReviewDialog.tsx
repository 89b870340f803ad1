// The review asked after stopping the assistant: 1 to 5 stars (5 by default) and an optional comment.
import { useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '../lib/api-client.ts';
import { starsLabel } from '../shared/messages/couple.ts';
import { t } from '../shared/messages/couple-space.ts';
import { handleUnauthenticated } from '../stores/session.ts';
import { showError, showToast } from '../stores/toasts.ts';
import Modal from './ui/Modal.tsx';
import { BusyButton } from './ui/Field.tsx';

type ReviewDialogProps = {
  open: boolean;
  weddingId: number;
  onClose: () => void;
  onSubmitted: () => void;
};

export default function ReviewDialog({ open, weddingId, onClose, onSubmitted }: ReviewDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} title={t('review.title')} onClose={onClose} busy={busy} testId="review-dialog">
      <ReviewForm weddingId={weddingId} onClose={onClose} onSubmitted={onSubmitted} onBusy={setBusy} />
    </Modal>
  );
}

function ReviewForm({
  weddingId,
  onClose,
  onSubmitted,
  onBusy,
}: Omit<ReviewDialogProps, 'open'> & { onBusy: (busy: boolean) => void }) {
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSaving(true);
    onBusy(true);
    try {
      await api.weddings.review(weddingId, { rating, comment: comment.trim() || null });
      showToast({ title: t('review.success') });
      onSubmitted();
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('review.failed')));
    } finally {
      setSaving(false);
      onBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 text-base-content/85">{t('review.text')}</p>
      <fieldset>
        <legend className="mb-2 font-semibold">{t('review.rating')}</legend>
        <div className="rating rating-lg gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <input
              key={value}
              type="radio"
              name="review-rating"
              className="mask mask-star-2 bg-amber-500"
              aria-label={starsLabel(value)}
              checked={rating === value}
              onChange={() => setRating(value)}
              disabled={saving}
            />
          ))}
        </div>
        <p className="mt-1 text-sm text-base-content/75" aria-live="polite">
          {starsLabel(rating)}
        </p>
      </fieldset>
      <div className="mt-4">
        <label htmlFor="review-comment" className="mb-1 block text-sm font-medium">
          {t('review.comment')}
        </label>
        <textarea
          id="review-comment"
          className="textarea w-full"
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          disabled={saving}
        />
      </div>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
          {t('review.later')}
        </button>
        <BusyButton busy={saving}>{t('review.submit')}</BusyButton>
      </div>
    </form>
  );
}
