// The revenue screen's alert: signed Stripe events the server refused because they disagreed with our own order
// (an amount, a currency, a balance) or named an intent that is not the wedding's. They booked nothing; an
// administrator checks them in Stripe's dashboard. Hidden when there is none.
import { adminApi } from '../../../lib/admin-api.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TRefusedPaymentEvent } from '../../../shared/schemas/admin-revenue.ts';
import { euros, frDateTime } from './format.ts';
import { Section } from '../../../components/ui/Section.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { weddingHref } from './wedding-columns.tsx';

function amounts(event: TRefusedPaymentEvent): string {
  const said = t('admin.refusedEvents.said', {
    amount: euros(event.amountCents),
    received: euros(event.receivedCents),
    currency: event.currency.toUpperCase(),
  });
  return event.expectedCents === null
    ? said
    : `${said} · ${t('admin.refusedEvents.expected', { amount: euros(event.expectedCents) })}`;
}

export default function RefusedPaymentEvents() {
  const events = useQuery(() => adminApi.refusedPaymentEvents(), 'refused-payment-events', adminReads);
  if (!events.data?.length) return null;
  return (
    <Section title={t('admin.refusedEvents.title')} testId="refused-payment-events">
      <div role="alert" className="alert alert-warning mb-3">
        {t('admin.refusedEvents.hint')}
      </div>
      <ul className="space-y-2">
        {events.data.map((event) => (
          <li
            key={event.eventId}
            className="rounded-box border border-base-300 p-3 text-sm"
            data-testid="refused-payment-event"
          >
            <div className="font-medium">
              {t(`admin.refusedEvents.reason.${event.reason}`)} · {frDateTime(event.receivedAt)}
            </div>
            <div>{amounts(event)}</div>
            <div className="text-base-content/70">
              {event.paymentIntentId} · {event.eventId}
              {event.weddingId !== null && (
                <>
                  {' · '}
                  <a className="link" href={weddingHref({ id: event.weddingId })}>
                    {t('admin.refusedEvents.wedding', { id: event.weddingId })}
                  </a>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
