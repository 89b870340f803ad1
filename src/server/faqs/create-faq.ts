import type { Database } from '../../../db/client.ts';
import { faqs } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';
import { toFaqDto } from './to-faq-dto.ts';

export type CreateFaqOptions = { db: Database; weddingId: number; user: TSessionUser; question: string; answer: string };

export async function createFaq({ db, weddingId, user, question, answer }: CreateFaqOptions) {
  await getAccessibleWedding({ db, id: weddingId, user });
  const [row] = await db.insert(faqs).values({ weddingId, question, answer }).returning();
  return toFaqDto(row!);
}
