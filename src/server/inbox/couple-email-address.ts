import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/** Where the couple is told of their guests' questions: their account's address, else the wedding's contact e-mail. */
export async function coupleEmailAddress(
  db: Database,
  wedding: { userId: string | null; contactEmail: string | null },
): Promise<string | null> {
  const [owner] = wedding.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, wedding.userId))
    : [];
  return owner?.email ?? wedding.contactEmail ?? null;
}
