// POST /api/payments/consent: the couple ticked the box above the pay button. Stored with the exact text, built
// here from the intent's own amounts (never the browser's) and the wedding's date, and the time.
import type { Database } from '../../../db/client.ts';
import { paymentConsents } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { checkoutConsentText } from '../../shared/payments.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { Env } from '../env.ts';
import { checkoutGateway } from './checkout-gateway.ts';
import { getOwnWedding } from './create-couple-payment.ts';
import { parseIntentMetadata } from './intent-metadata.ts';

export type RecordPaymentConsentOptions = {
  db: Database;
  config: Env;
  user: TSessionUser;
  paymentIntentId: string;
  now?: Date;
};

export async function recordPaymentConsent({
  db,
  config,
  user,
  paymentIntentId,
  now = new Date(),
}: RecordPaymentConsentOptions): Promise<{ text: string }> {
  const notFound = () => new AppError('NOT_FOUND', t('payment.intent.invalid'));
  const { gateway } = checkoutGateway({ db, config });
  const intent = await gateway.retrieveIntent(paymentIntentId);
  const meta = intent && parseIntentMetadata(intent.metadata);
  if (!intent || !meta) throw notFound();
  const wedding = await getOwnWedding({ db, id: meta.weddingId, user }).catch(() => {
    throw notFound();
  });
  const text = checkoutConsentText({ balanceCents: meta.balanceCents, balanceDate: wedding.weddingDate });
  await db
    .insert(paymentConsents)
    .values({ weddingId: wedding.id, userId: user.id, paymentIntentId, text, acceptedAt: now });
  return { text };
}
