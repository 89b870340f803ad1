import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import { getAccessibleWedding, ownsWedding, type WeddingAccessOptions } from './get-accessible-wedding.ts';

/**
 * The wedding only its couple may change (an administrator reads it, masked, and does not pay for it);
 * `refusal` is what anyone else is told, by default that the guest list is the couple's.
 */
export async function getOwnedWedding({
  db,
  weddingId,
  user,
  refusal = tGuestList('guestList.error.coupleOnly'),
}: WeddingAccessOptions & { refusal?: string }) {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  if (!ownsWedding(wedding, user)) throw new AppError('FORBIDDEN', refusal);
  return wedding;
}
