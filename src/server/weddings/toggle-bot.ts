import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from './get-accessible-wedding.ts';
import { toWeddingDto, type WeddingRow } from './to-wedding-dto.ts';

const PAID_STATUSES = new Set<WeddingRow['paymentStatus']>(['deposit_paid', 'paid', 'balance_failed']);

/** A couple may switch the assistant on once the package is paid (or for a trial); off is always allowed. */
export function canActivateBot(wedding: Pick<WeddingRow, 'paymentStatus' | 'isTrialMode'>): boolean {
  return wedding.isTrialMode || PAID_STATUSES.has(wedding.paymentStatus);
}

export async function toggleBot({ db, id, user }: { db: Database; id: number; user: TSessionUser }) {
  const wedding = await getAccessibleWedding({ db, id, user });
  const turnOn = !wedding.botActive;
  if (turnOn && !user.isAdmin && !canActivateBot(wedding)) {
    throw new AppError('PAYMENT_REQUIRED', t('bot.paymentRequired'));
  }
  const [row] = await db
    .update(weddings)
    // Switching on again after a stop restarts the assistant.
    .set(turnOn ? { botActive: true, assistantStopped: false } : { botActive: false })
    .where(eq(weddings.id, id))
    .returning();
  return toWeddingDto(row!);
}
