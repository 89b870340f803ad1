import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from './get-accessible-wedding.ts';
import { toWeddingDto } from './to-wedding-dto.ts';
import { weddingWithCounters } from './wedding-counters.ts';
import { canActivateBot, isWeddingOver, loadStatusContext } from './wedding-status.ts';

/** The couple's switch: on once the package is paid (or for a trial) and until a month after the wedding; off always. */
export async function toggleBot({
  db,
  id,
  user,
  now = new Date(),
}: {
  db: Database;
  id: number;
  user: TSessionUser;
  now?: Date;
}) {
  const wedding = await getAccessibleWedding({ db, id, user });
  const turnOn = !wedding.botActive;
  if (turnOn && isWeddingOver(wedding, now)) throw new AppError('CONFLICT', t('bot.over'));
  if (turnOn && !user.isAdmin && !canActivateBot(wedding)) {
    throw new AppError('PAYMENT_REQUIRED', t('bot.paymentRequired'));
  }
  const [row] = await db
    .update(weddings)
    // Switching on again after a stop restarts the assistant.
    .set(turnOn ? { botActive: true, assistantStopped: false } : { botActive: false })
    .where(eq(weddings.id, id))
    .returning(weddingWithCounters);
  return toWeddingDto(row!, await loadStatusContext({ db, now }));
}
