// 'Arrêter l'assistant': a reason is required (one of five, or free text for 'autre'); on success the review follows.
import { useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '../lib/api-client.ts';
import { t, type CoupleMessageKey as MessageKey } from '../shared/messages/couple-space.ts';
import { STOP_REASONS, type TWedding } from '../shared/schemas/weddings.ts';
import { handleUnauthenticated } from '../stores/session.ts';
import { showError, showToast } from '../stores/toasts.ts';
import Modal from './ui/Modal.tsx';
import { BusyButton } from './ui/Field.tsx';

type StopAssistantDialogProps = {
  open: boolean;
  weddingId: number;
  onClose: () => void;
  onStopped: (wedding: TWedding) => void;
};

export default function StopAssistantDialog({ open, weddingId, onClose, onStopped }: StopAssistantDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} title={t('stop.title')} onClose={onClose} busy={busy} testId="stop-dialog">
      <StopForm weddingId={weddingId} onClose={onClose} onStopped={onStopped} onBusy={setBusy} />
    </Modal>
  );
}

function StopForm({
  weddingId,
  onClose,
  onStopped,
  onBusy,
}: Omit<StopAssistantDialogProps, 'open'> & { onBusy: (busy: boolean) => void }) {
  const [choice, setChoice] = useState<(typeof STOP_REASONS)[number] | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const reason = choice === 'autre' ? other.trim() : (choice ?? '');
    if (!reason) {
      setError(t('stop.reason.required'));
      showError(t('stop.reason.required'));
      return;
    }
    setError(null);
    setSaving(true);
    onBusy(true);
    try {
      const wedding = await api.weddings.stop(weddingId, reason);
      showToast({ title: t('stop.success'), description: t('stop.success.description') });
      onStopped(wedding);
    } catch (failure) {
      handleUnauthenticated(failure);
      showError(errorMessage(failure, t('stop.failed')));
    } finally {
      setSaving(false);
      onBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 text-base-content/85">{t('stop.text')}</p>
      <fieldset aria-describedby={error ? 'stop-reason-error' : undefined}>
        <legend className="mb-2 font-semibold">{t('stop.reason.legend')}</legend>
        <div className="space-y-2">
          {STOP_REASONS.map((reason) => (
            <label key={reason} className="flex cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="stop-reason"
                value={reason}
                className="radio radio-primary radio-sm"
                checked={choice === reason}
                onChange={() => {
                  setChoice(reason);
                  setError(null);
                }}
                disabled={saving}
              />
              <span>{t(`stop.reason.${reason}` as MessageKey)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'autre' && (
        <div className="mt-3">
          <label htmlFor="stop-reason-other" className="mb-1 block text-sm font-medium">
            {t('stop.reason.other')}
          </label>
          <textarea
            id="stop-reason-other"
            className="textarea w-full"
            rows={3}
            value={other}
            onChange={(event) => {
              setOther(event.target.value);
              setError(null);
            }}
            disabled={saving}
          />
        </div>
      )}
      {error && (
        <p id="stop-reason-error" className="mt-3 text-sm text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
          {t('ui.cancel')}
        </button>
        <BusyButton className="btn btn-outline btn-error" busy={saving}>
          {t('stop.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
