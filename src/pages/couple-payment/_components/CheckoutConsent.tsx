// Above the pay button: the terms of sale to accept and the charge of the balance on the wedding day, in the words
// the server stores with the time once the box is ticked and the couple pays.
import { useId } from 'react';
import { t } from '../../../shared/messages/payment-pages.ts';
import { checkoutConsentText } from '../../../shared/payments.ts';
import type { TPaymentSummary } from '../../../shared/schemas/payments.ts';
import { api } from '../../../lib/api-client.ts';
import { showError } from '../../../stores/toasts.ts';

export type ConsentProps = {
  summary: Pick<TPaymentSummary, 'balanceCents' | 'balanceDate'>;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
};

export default function CheckoutConsent({ summary, accepted, onChange }: ConsentProps) {
  const id = useId();
  return (
    <div className="rounded-box border border-base-300 bg-base-200/60 p-3 text-sm" data-testid="checkout-consent">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm mt-0.5"
          checked={accepted}
          onChange={(e) => onChange(e.target.checked)}
          required
        />
        <span>{checkoutConsentText(summary)}</span>
      </label>
      <a className="link link-primary mt-2 inline-block" href="/page/cgv" target="_blank" rel="noopener">
        {t('payment.consent.terms')}
      </a>
    </div>
  );
}

/** Stores the consent just before paying (a deposit only: a balance paid by hand needs none). False while unticked. */
export async function recordConsent(
  paymentIntentId: string,
  summary: ConsentProps['summary'] | undefined,
  accepted: boolean,
): Promise<boolean> {
  if (!summary) return true;
  if (!accepted) {
    showError(t('payment.consent.required'), t('payment.error.title'));
    return false;
  }
  await api.payments.recordConsent({ paymentIntentId, accepted: true });
  return true;
}
