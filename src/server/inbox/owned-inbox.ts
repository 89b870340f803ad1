import type { Database } from '../../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { tInbox } from '../../shared/messages/inbox.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding, ownsWedding } from '../weddings/get-accessible-wedding.ts';

/** The wedding whose guests the user may answer: its couple only (an administrator reads the inbox, never writes). */
export async function getOwnedInbox({ db, weddingId, user }: { db: Database; weddingId: number; user: TSessionUser }) {
  const wedding = await getAccessibleWedding({ db, id: weddingId, user });
  if (!ownsWedding(wedding, user)) throw new AppError('FORBIDDEN', tInbox('inbox.error.coupleOnly'));
  return wedding;
}
