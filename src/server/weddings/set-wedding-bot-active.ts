// The back office's bot switch. An administrator may switch any wedding on, paid or not; switching on after a
// stop restarts the assistant, as the couple's own toggle does.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminUpdateWeddingResponse } from '../../shared/schemas/admin.ts';
import { loadStatusContext, weddingStatus } from './wedding-status.ts';

export type SetWeddingBotActiveOptions = { db: Database; id: number; botActive: boolean };

/** The new state with the wedding's status, so that the badge changes with the switch. */
export async function setWeddingBotActive({
  db,
  id,
  botActive,
}: SetWeddingBotActiveOptions): Promise<TAdminUpdateWeddingResponse> {
  const [row] = await db
    .update(weddings)
    .set(botActive ? { botActive: true, assistantStopped: false } : { botActive: false })
    .where(eq(weddings.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', t('admin.weddings.notFound'));
  return {
    id: row.id,
    botActive: row.botActive,
    assistantStopped: row.assistantStopped,
    status: weddingStatus(row, await loadStatusContext({ db })),
  };
}
