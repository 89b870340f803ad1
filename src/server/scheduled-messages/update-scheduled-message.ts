import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { scheduledMessages } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';
import { listScheduledMessages } from './list-scheduled-messages.ts';

export type UpdateScheduledMessageOptions = {
  db: Database;
  id: number;
  user: TSessionUser;
  changes: {
    message?: string | undefined;
    enabled?: boolean | undefined;
    translations?: { en?: string | null | undefined; es?: string | null | undefined } | undefined;
    reset?: true | undefined;
  };
};

/**
 * The couple edits the text of an automatic message (in French, and their own English and Spanish), switches it
 * off, or goes back to the proposed texts, until it is sent.
 */
export async function updateScheduledMessage({ db, id, user, changes }: UpdateScheduledMessageOptions) {
  const [row] = await db.select().from(scheduledMessages).where(eq(scheduledMessages.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', t('scheduled.notFound'));
  await getAccessibleWedding({ db, id: row.weddingId, user }).catch(() => {
    throw new AppError('NOT_FOUND', t('scheduled.notFound'));
  });
  if (row.sent) throw new AppError('CONFLICT', t('scheduled.alreadySent'));
  const translations = { ...row.translations };
  for (const language of ['en', 'es'] as const) {
    const text = changes.translations?.[language];
    if (text === undefined) continue;
    if (text) translations[language] = text;
    else delete translations[language];
  }
  await db
    .update(scheduledMessages)
    .set(
      changes.reset
        ? { edited: false, translations: {}, enabled: changes.enabled ?? row.enabled }
        : {
            enabled: changes.enabled,
            translations,
            ...(changes.message === undefined ? {} : { message: changes.message, edited: true }),
          },
    )
    .where(eq(scheduledMessages.id, id));
  const list = await listScheduledMessages({ db, weddingId: row.weddingId });
  return list.find((m) => m.id === id)!;
}
