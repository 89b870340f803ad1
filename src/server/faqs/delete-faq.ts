import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleFaq } from './get-accessible-faq.ts';

export async function deleteFaq({ db, id, user }: { db: Database; id: number; user: TSessionUser }) {
  await getAccessibleFaq({ db, id, user });
  await db.delete(faqs).where(eq(faqs.id, id));
}
