// What the couple does about the wedding's status (decided by the server): pay the deposit, and the sentences that
// say where things stand. Used by every couple page that shows the status.
import { formatWeddingDate } from '../shared/format.ts';
import { t } from '../shared/messages/couple-space.ts';
import { formatCents } from '../shared/payments.ts';
import type { TWedding } from '../shared/schemas/weddings.ts';
import type { TWeddingStatus } from '../shared/wedding-status.ts';

/** Where the deposit of this wedding is paid. */
export function paymentPath(weddingId: number): string {
  return `/couple-payment?weddingId=${weddingId}`;
}

/** « Activer mon assistant — payer l'acompte (47,50 €) », shown while payment is what is missing. */
export function PayDepositButton({
  wedding,
  className = 'btn btn-primary h-auto min-h-10 max-w-full shrink whitespace-normal py-2 text-center',
}: {
  wedding: Pick<TWedding, 'id' | 'status'>;
  className?: string;
}) {
  const { depositCents } = wedding.status;
  if (wedding.status.blocker !== 'payment' || depositCents === null) return null;
  return (
    <a className={className} href={paymentPath(wedding.id)} data-testid="pay-deposit">
      {t('pay.cta', { amount: formatCents(depositCents) })}
    </a>
  );
}

/** One sentence under the badge: where the assistant stands and until when. */
export function statusHint(status: TWeddingStatus): string {
  return t(`status.hint.${status.code}`, { date: formatWeddingDate(status.activeUntil) });
}

/** What the share card says about the link: ready to send, or what is missing. */
export function shareLinkText(status: TWeddingStatus): string {
  if (status.answersGuests) return t('share.ready');
  return t(`share.blocked.${status.blocker ?? 'no_link'}`, { date: formatWeddingDate(status.activeUntil) });
}
