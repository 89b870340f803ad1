import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { hashTrialOwnerToken } from './trial-owner-token.ts';

/**
 * The trial `weddingId` if `ownerToken` is the one its creating browser holds. Anything else (no token, wrong
 * token, no such trial, a trial already converted) is the same 404: nobody learns which trials exist.
 */
export async function findOwnedTrial({
  db,
  weddingId,
  ownerToken,
}: {
  db: Database;
  weddingId: string;
  ownerToken: string | undefined;
}) {
  if (!ownerToken || !weddingId.startsWith('trial-')) throw new AppError('NOT_FOUND', t('trial.notFound'));
  const [row] = await db
    .select({ id: weddings.id })
    .from(weddings)
    .where(
      and(
        eq(weddings.weddingId, weddingId),
        eq(weddings.isTrialMode, true),
        eq(weddings.trialOwnerTokenHash, hashTrialOwnerToken(ownerToken)),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', t('trial.notFound'));
  return { id: row.id };
}
