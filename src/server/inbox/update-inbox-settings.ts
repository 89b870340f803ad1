import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddings } from '../../../db/schema/index.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TInboxSettings } from '../../shared/schemas/inbox.ts';
import { getOwnedInbox } from './owned-inbox.ts';

/** The couple's choice: each open question by e-mail at once, or one digest a day. */
export async function updateInboxSettings({
  db,
  weddingId,
  user,
  input,
}: {
  db: Database;
  weddingId: number;
  user: TSessionUser;
  input: TInboxSettings;
}): Promise<TInboxSettings> {
  await getOwnedInbox({ db, weddingId, user });
  await db.update(weddings).set({ inboxNotifications: input.notifications }).where(eq(weddings.id, weddingId));
  return input;
}
