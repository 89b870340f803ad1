import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding, ownsWedding } from './get-accessible-wedding.ts';

/** The wedding whose guest list the user may change: only its couple (an administrator reads it, masked). */
export async function getOwnedWedding({
  db,
  weddingId,
  user,
}: {
  db: Database;
  weddingId: number;
  user: TSessionUser;
}) {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  if (!ownsWedding(wedding, user)) throw new AppError('FORBIDDEN', tGuestList('guestList.error.coupleOnly'));
  return wedding;
}
