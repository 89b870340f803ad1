// An administrator's write made outside the back office's own routes (an administrator may act on any wedding
// through the couple routes): recorded with its route and path, the record's state not being known here.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { auditLog, users } from '../../../db/schema/index.ts';

export async function recordAdminRequest({ db, actorId, method, route, path }: { db: Database; actorId: string; method: string; route: string; path: string }) {
  const [actor] = await db
    .select({ label: sql<string>`coalesce(${users.username}, ${users.email}, ${users.id})` })
    .from(users)
    .where(eq(users.id, actorId));
  await db.insert(auditLog).values({
    actorId,
    actorLabel: actor?.label ?? actorId,
    action: `${method} ${route}`,
    targetType: 'api_request',
    targetId: path.slice(0, 300),
  });
}
