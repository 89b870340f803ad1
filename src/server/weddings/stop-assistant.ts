import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from './get-accessible-wedding.ts';
import { toWeddingDto } from './to-wedding-dto.ts';
import { weddingWithCounters } from './wedding-counters.ts';
import { loadStatusContext } from './wedding-status.ts';

/** Stops an active assistant for good, with the couple's reason; the review dialog follows. */
export async function stopAssistant({
  db,
  id,
  user,
  reason,
  now = new Date(),
}: {
  db: Database;
  id: number;
  user: TSessionUser;
  reason: string;
  now?: Date;
}) {
  const wedding = await getAccessibleWedding({ db, id, user });
  if (wedding.assistantStopped) throw new AppError('CONFLICT', t('stop.alreadyStopped'));
  if (!wedding.botActive) throw new AppError('CONFLICT', t('stop.notActive'));
  const [row] = await db
    .update(weddings)
    .set({ botActive: false, assistantStopped: true, stopReason: reason, stoppedAt: now, reviewRequested: true })
    .where(eq(weddings.id, id))
    .returning(weddingWithCounters);
  return toWeddingDto(row!, await loadStatusContext({ db, now }));
}
