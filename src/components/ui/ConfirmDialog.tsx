// A yes/no question before a destructive action (e.g. deleting a FAQ).
import { useState } from 'react';
import { t } from '../../shared/messages/couple-space.ts';
import Modal from './Modal.tsx';
import { BusyButton } from './Field.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

export default function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={title} onClose={onClose} busy={busy} testId="confirm-dialog">
      <p>{message}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          {t('ui.cancel')}
        </button>
        <BusyButton type="button" className="btn btn-outline btn-error" onClick={confirm} busy={busy}>
          {confirmLabel}
        </BusyButton>
      </div>
    </Modal>
  );
}
