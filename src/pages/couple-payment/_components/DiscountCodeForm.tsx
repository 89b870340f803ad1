// The discount code field: the server checks the code and answers the new amounts, or why it is refused.
import { useId, useState, type SubmitEvent } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/payment-pages.ts';

type DiscountCodeFormProps = {
  applied: string | null;
  /** Resolves once the server has priced the order with this code (null removes it); rejects when refused. */
  onApply: (code: string | null) => Promise<void>;
};

export default function DiscountCodeForm({ applied, onApply }: DiscountCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function run(next: string | null) {
    setBusy(true);
    setError(null);
    try {
      await onApply(next);
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure, t('payment.discount.invalid')));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (code.trim()) void run(code);
  }

  if (applied) {
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="discount-applied">
        <span className="badge badge-success gap-1">
          {t('payment.discount.applied')} : {applied}
        </span>
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void run(null)}>
          {t('payment.discount.remove')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-1" data-testid="discount-form" noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t('payment.discount.label')}
      </label>
      <div className="join w-full">
        <input
          id={inputId}
          className={`input input-bordered join-item w-full uppercase ${error ? 'input-error' : ''}`}
          placeholder={t('payment.discount.placeholder')}
          value={code}
          maxLength={32}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn-outline btn-primary join-item" disabled={busy || !code.trim()}>
          {t('payment.discount.apply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error" role="alert" data-testid="discount-error">
          {error}
        </p>
      )}
    </form>
  );
}
