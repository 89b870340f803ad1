// A yes/no question before a destructive action (e.g. deleting a FAQ).
import { useState, type ReactNode } from 'react';
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
  /** What the action would cost, shown under the question (the money at stake of a deletion, say). */
  children?: ReactNode;
  /** Until what the dialog must show is known, the action waits. */
  confirmDisabled?: boolean;
};

export default function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
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
      {children}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          {t('ui.cancel')}
        </button>
        <BusyButton
          type="button"
          className="btn btn-outline btn-error"
          onClick={confirm}
          busy={busy}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </BusyButton>
      </div>
    </Modal>
  );
}
