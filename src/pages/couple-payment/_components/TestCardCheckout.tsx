// The simulated mode's card form (no Stripe key on this server): clearly labelled, test cards that succeed or fail
// on demand; the server then records the payment exactly as it records Stripe's webhook.
import { useId, useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { t } from '../../../shared/messages/payment-pages.ts';
import { formatCents } from '../../../shared/payments.ts';
import { SIMULATED_TEST_CARDS } from '../../../shared/simulated-cards.ts';
import { showError } from '../../../stores/toasts.ts';
import CheckoutConsent, { recordConsent, type ConsentProps } from './CheckoutConsent.tsx';
import { successPath } from './payment-navigation.ts';

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export default function TestCardCheckout({
  paymentIntentId,
  amountCents,
  summary,
}: {
  paymentIntentId: string;
  amountCents: number;
  summary?: ConsentProps['summary'] | undefined;
}) {
  const [cardNumber, setCardNumber] = useState(grouped(SIMULATED_TEST_CARDS[0].number));
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function pay(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      if (!(await recordConsent(paymentIntentId, summary, accepted))) return setBusy(false);
      await api.payments.confirmSimulated({ paymentIntentId, cardNumber });
      window.location.assign(successPath(paymentIntentId));
    } catch (error) {
      showError(errorMessage(error, t('payment.card.declined')), t('payment.error.title'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4" data-testid="test-card-form" aria-busy={busy}>
      <div className="alert alert-warning items-start" role="note">
        <span className="badge badge-neutral font-bold" data-testid="test-mode-badge">
          {t('payment.test.badge')}
        </span>
        <span>{t('payment.test.notice')}</span>
      </div>
      <label className="form-control w-full" htmlFor={inputId}>
        <span className="label-text mb-1 block font-medium">{t('payment.test.cardNumber')}</span>
        <input
          id={inputId}
          className="input input-bordered w-full font-mono"
          inputMode="numeric"
          autoComplete="off"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.target.value)}
          required
        />
      </label>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('payment.test.cards')}</legend>
        <ul className="space-y-1">
          {SIMULATED_TEST_CARDS.map((card) => (
            <li key={card.number}>
              <button
                type="button"
                className="btn btn-ghost btn-xs h-auto justify-start py-1 text-left font-normal"
                onClick={() => setCardNumber(grouped(card.number))}
              >
                <span className="font-mono">{grouped(card.number)}</span>
                <span className="opacity-75">— {card.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      {summary && <CheckoutConsent summary={summary} accepted={accepted} onChange={setAccepted} />}
      <button type="submit" className="btn btn-primary w-full" disabled={busy} data-testid="pay-button">
        {busy ? t('payment.processing') : `${t('payment.pay')} ${formatCents(amountCents)}`}
      </button>
    </form>
  );
}
