// Deletes a wedding with its FAQ, guests, messages, scheduled messages and reviews in one transaction.
// The foreign keys cascade too; deleting explicitly keeps the rule visible and independent of the schema.
// The past stays true: the messages' counts go to the daily aggregates first (as the retention job does), so the
// platform's message figures do not drop, and payments stay in the books with their wedding and user set to null.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, guests, messages, reviews, scheduledMessages, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { archiveMessageCounts } from '../../../db/sql/archive-message-counts.ts';
import { t } from '../../shared/messages/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function deleteWeddingRows(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  await archiveMessageCounts(tx, inArray(messages.weddingId, ids));
  await tx.delete(messages).where(inArray(messages.weddingId, ids));
  await tx.delete(guests).where(inArray(guests.weddingId, ids));
  await tx.delete(faqs).where(inArray(faqs.weddingId, ids));
  await tx.delete(scheduledMessages).where(inArray(scheduledMessages.weddingId, ids));
  await tx.delete(reviews).where(inArray(reviews.weddingId, ids));
  await tx.delete(weddings).where(inArray(weddings.id, ids));
}

export async function deleteWedding({ db, id }: { db: Database; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', t('admin.weddings.notFound'));
    await deleteWeddingRows(tx, [id]);
  });
}
