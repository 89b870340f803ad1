import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TWeddingFields } from '../../shared/schemas/weddings.ts';
import { syncScheduledMessages } from './sync-scheduled-messages.ts';
import { writeFieldsToParts } from './wedding-part-mirror.ts';
import { getAccessibleWedding } from './get-accessible-wedding.ts';
import { toWeddingDto } from './to-wedding-dto.ts';
import { weddingWithCounters } from './wedding-counters.ts';
import { loadStatusContext } from './wedding-status.ts';

export type UpdateWeddingOptions = { db: Database; id: number; user: TSessionUser; changes: Partial<TWeddingFields> };

/** Changes only the information fields sent (the dashboard sends names and date only). */
export async function updateWedding({ db, id, user, changes }: UpdateWeddingOptions) {
  const before = await getAccessibleWedding({ db, id, user });
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(weddings).set(changes).where(eq(weddings.id, id)).returning(weddingWithCounters);
    await writeFieldsToParts(tx, id, changes);
    if (updated!.weddingDate !== before.weddingDate) await syncScheduledMessages({ db: tx, wedding: updated! });
    return updated!;
  });
  return toWeddingDto(row, await loadStatusContext({ db }));
}
