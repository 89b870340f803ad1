import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleFaq } from './get-accessible-faq.ts';
import { toFaqDto } from './to-faq-dto.ts';

export async function updateFaq({ db, id, user, question, answer }: { db: Database; id: number; user: TSessionUser; question: string; answer: string }) {
  await getAccessibleFaq({ db, id, user });
  const [row] = await db.update(faqs).set({ question, answer }).where(eq(faqs.id, id)).returning();
  return toFaqDto(row!);
}
