// A free trial carried into the couple's new account: the browser that created the trial (its owner cookie) and
// a signed-in couple without a wedding yet. The wedding keeps its id, its WhatsApp link, its facts and its FAQ;
// it stays a trial (its question limit) until the deposit is paid.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TWedding } from '../../shared/schemas/weddings.ts';
import { loadStatusContext } from '../weddings/wedding-status.ts';
import { toWeddingDto } from '../weddings/to-wedding-dto.ts';
import { findOwnedTrial } from './find-owned-trial.ts';

export type ClaimTrialWeddingOptions = {
  db: Database;
  user: TSessionUser;
  weddingId: string;
  ownerToken: string | undefined;
};

export async function claimTrialWedding({
  db,
  user,
  weddingId,
  ownerToken,
}: ClaimTrialWeddingOptions): Promise<TWedding> {
  const trial = await findOwnedTrial({ db, weddingId, ownerToken });
  const [own] = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.userId, user.id)).limit(1);
  if (own) throw new AppError('CONFLICT', t('trial.claim.hasWedding'));
  // The owner token is spent: from now on the account owns the wedding, not the browser.
  const [row] = await db
    .update(weddings)
    .set({ userId: user.id, trialOwnerTokenHash: null })
    .where(and(eq(weddings.id, trial.id), isNull(weddings.userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', t('trial.notFound'));
  return toWeddingDto(row, await loadStatusContext({ db }));
}
