// A modal dialog on the native <dialog>: focus moves in and is kept there, Escape and the backdrop close it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../../shared/messages/couple-space.ts';

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Stops Escape and the backdrop while a request runs. */
  busy?: boolean;
  /** A « Fermer » button under the content (a dialog that only shows something). */
  closeButton?: boolean;
  testId?: string;
};

export default function Modal({
  open,
  title,
  onClose,
  children,
  busy = false,
  closeButton = false,
  testId,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl">
          {title}
        </h2>
        {open && children}
        {open && closeButton && (
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              {t('ui.close')}
            </button>
          </div>
        )}
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-label={t('ui.close')} onClick={() => !busy && onClose()}>
          {t('ui.close')}
        </button>
      </div>
    </dialog>
  );
}
