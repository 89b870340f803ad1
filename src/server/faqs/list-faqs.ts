import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';
import { toFaqDto } from './to-faq-dto.ts';

/** The wedding's FAQ, by id ascending. */
export async function listFaqs({ db, weddingId, user }: { db: Database; weddingId: number; user: TSessionUser }) {
  await getAccessibleWedding({ db, id: weddingId, user });
  const rows = await db.select().from(faqs).where(eq(faqs.weddingId, weddingId)).orderBy(asc(faqs.id));
  return rows.map(toFaqDto);
}
