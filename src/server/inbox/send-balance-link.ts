// « Envoyer le lien de paiement »: the couple gets the balance e-mail again, with the link to pay it themselves
// (once per intent and day: a double click queues one).
import { eq } from 'drizzle-orm';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TInboxActionResponse } from '../../shared/schemas/admin-inbox.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { balanceFailedEmail } from '../email/payment-emails.ts';
import { queueEmail } from '../email/queue-email.ts';
import type { BalanceActionOptions } from '../payments/charge-balance-off-session.ts';
import { publicUrl } from '../payments/public-url.ts';
import { recipientOf } from '../payments/record-payment-outcome.ts';

export async function sendBalanceLink({
  db,
  config,
  weddingId,
  now = new Date(),
}: BalanceActionOptions): Promise<TInboxActionResponse> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  if (!wedding) throw new AppError('NOT_FOUND', t('admin.weddings.notFound'));
  if (wedding.paymentStatus !== 'balance_failed' || !wedding.remainingPaymentAmount)
    throw new AppError('CONFLICT', t('admin.inbox.balance.nothingDue'));
  const to = await recipientOf(db, wedding);
  if (!to) throw new AppError('CONFLICT', t('admin.inbox.balance.noEmail'));
  const email = balanceFailedEmail({
    wedding,
    balanceCents: wedding.remainingPaymentAmount,
    reason: null,
    payUrl: publicUrl(config, `/balance-payment?weddingId=${wedding.id}`),
  });
  const queued = await queueEmail({
    db,
    to,
    ...email,
    weddingId: wedding.id,
    dedupeKey: `email:balance-link:${wedding.remainingPaymentIntentId ?? wedding.id}:${parisDate(now)}`,
  });
  return {
    outcome: 'queued',
    message: t(queued ? 'admin.inbox.balance.linkQueued' : 'admin.inbox.balance.linkAlready', { to }),
  };
}
