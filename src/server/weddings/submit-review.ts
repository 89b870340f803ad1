import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { reviews, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from './get-accessible-wedding.ts';

export type SubmitReviewOptions = {
  db: Database;
  id: number;
  user: TSessionUser;
  rating: number;
  comment: string | null;
  now?: Date;
};

/** One internal review per wedding. */
export async function submitReview({ db, id, user, rating, comment, now = new Date() }: SubmitReviewOptions) {
  const wedding = await getAccessibleWedding({ db, id, user });
  if (wedding.reviewSubmitted) throw new AppError('CONFLICT', t('review.alreadySubmitted'));
  return db.transaction(async (tx) => {
    const [review] = await tx
      .insert(reviews)
      .values({ weddingId: id, rating, comment, platform: 'internal', submitted: true, submittedAt: now })
      .returning();
    await tx.update(weddings).set({ reviewSubmitted: true }).where(eq(weddings.id, id));
    return { id: review!.id, rating: review!.rating, comment: review!.comment };
  });
}
