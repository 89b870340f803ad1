// Who made an audited write, in words: the built-in administrator's username, else the colleague's name (an
// invited colleague's e-mail only when they have no name), so that the log says which person acted.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

export async function actorLabel(db: Database, actorId: string): Promise<string> {
  const [actor] = await db
    .select({
      label: sql<string>`coalesce(${users.username}, nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email}, ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, actorId));
  return actor?.label ?? actorId;
}
