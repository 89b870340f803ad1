import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { WeddingRow } from './to-wedding-dto.ts';

/** What a use case on one wedding is given: the database, the wedding's id, and who asks. */
export type WeddingAccessOptions = { db: Database; weddingId: number; user: TSessionUser };

/** The couple of the wedding (an administrator may access it, but does not own it). */
export function ownsWedding(wedding: Pick<WeddingRow, 'userId'>, user: TSessionUser): boolean {
  return wedding.userId !== null && wedding.userId === user.id;
}

export function canAccessWedding(wedding: Pick<WeddingRow, 'userId'>, user: TSessionUser): boolean {
  return user.isAdmin || ownsWedding(wedding, user);
}

/**
 * The wedding with this numeric id if the user owns it or is an administrator.
 * Anything else is "not found", so that ids cannot be probed.
 */
export async function getAccessibleWedding({
  db,
  id,
  user,
}: {
  db: Database;
  id: number;
  user: TSessionUser;
}): Promise<WeddingRow> {
  const [wedding] =
    Number.isSafeInteger(id) && id > 0 ? await db.select().from(weddings).where(eq(weddings.id, id)).limit(1) : [];
  if (!wedding || !canAccessWedding(wedding, user)) throw new AppError('NOT_FOUND', t('wedding.notFound'));
  return wedding;
}
