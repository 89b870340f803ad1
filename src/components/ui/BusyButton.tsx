import type { ReactNode } from 'react';

/** A form's button that shows a spinner and stays disabled while its request runs. */
export function BusyButton({
  busy,
  disabled = false,
  type = 'submit',
  className = 'btn btn-primary',
  onClick,
  testId,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  type?: 'submit' | 'button';
  className?: string;
  onClick?: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button type={type} className={className} onClick={onClick} disabled={busy || disabled} data-testid={testId}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
