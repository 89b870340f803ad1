// The wizard's "edit" of a trial: its names, date, ceremony and custom question (ownership checked before).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, weddings } from '../../../db/schema/index.ts';
import type { TTrialResponse, ZUpdateTrialRequest } from '../../shared/schemas/trial.ts';
import type * as z from '../../shared/schemas/zod-fr.ts';
import { toTrialResponse } from './to-trial-response.ts';

export type UpdateTrialOptions = {
  db: Database;
  /** The trial's row id, from findOwnedTrial. */
  trialId: number;
  input: z.output<typeof ZUpdateTrialRequest>;
};

export async function updateTrial({ db, trialId, input }: UpdateTrialOptions): Promise<TTrialResponse> {
  const { customQuestion, customAnswer, ...fields } = input;
  return db.transaction(async (tx) => {
    const [wedding] =
      Object.keys(fields).length > 0
        ? await tx.update(weddings).set(fields).where(eq(weddings.id, trialId)).returning()
        : await tx.select().from(weddings).where(eq(weddings.id, trialId));
    // The custom question is one pair: sending either field replaces it, sending both empty removes it.
    if (customQuestion !== undefined || customAnswer !== undefined) {
      await tx.delete(faqs).where(eq(faqs.weddingId, trialId));
      if (customQuestion && customAnswer)
        await tx.insert(faqs).values({ weddingId: trialId, question: customQuestion, answer: customAnswer });
    }
    const [custom] = await tx.select().from(faqs).where(eq(faqs.weddingId, trialId)).orderBy(asc(faqs.id)).limit(1);
    return toTrialResponse(wedding!, custom);
  });
}
