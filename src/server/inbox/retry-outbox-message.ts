// « Réessayer »: an e-mail or WhatsApp message the outbox did not deliver goes back to the queue now, its attempts
// counted afresh (the next delivery run takes it).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TInboxActionResponse } from '../../shared/schemas/admin-inbox.ts';
import { undeliveredSql } from './get-action-inbox.ts';

export async function retryOutboxMessage({
  db,
  id,
  now = new Date(),
}: {
  db: Database;
  id: number;
  now?: Date;
}): Promise<TInboxActionResponse> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, lastError: null, sendAfter: now })
    .where(and(eq(outbox.id, id), undeliveredSql))
    .returning({ id: outbox.id });
  if (!row) throw new AppError('NOT_FOUND', t('admin.inbox.outbox.notFound'));
  return { outcome: 'queued', message: t('admin.inbox.outbox.queued') };
}
