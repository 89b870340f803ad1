import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { canAccessWedding } from '../weddings/get-accessible-wedding.ts';

/** The FAQ if its wedding is the user's (or the user is an administrator); else "not found". */
export async function getAccessibleFaq({ db, id, user }: { db: Database; id: number; user: TSessionUser }) {
  const [row] =
    Number.isSafeInteger(id) && id > 0
      ? await db
          .select({ faq: faqs, owner: weddings.userId })
          .from(faqs)
          .innerJoin(weddings, eq(weddings.id, faqs.weddingId))
          .where(eq(faqs.id, id))
          .limit(1)
      : [];
  if (!row || !canAccessWedding({ userId: row.owner }, user)) throw new AppError('NOT_FOUND', t('faq.notFound'));
  return row.faq;
}
