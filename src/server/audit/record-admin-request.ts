// An administrator's write made outside the back office's own routes (an administrator may act on any wedding
// through the couple routes): recorded with its route and path, and, for the records it knows (a FAQ, a wedding),
// the record named and its state before and after (audit-admin-requests.ts).
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { actorLabel } from './actor-label.ts';

export type RecordAdminRequestOptions = {
  db: Database;
  actorId: string;
  method: string;
  route: string;
  path: string;
  /** The record the route changed, when known (a FAQ, a wedding), and its name. */
  before?: unknown;
  after?: unknown;
  targetLabel?: string | null;
};

export async function recordAdminRequest({
  db,
  actorId,
  method,
  route,
  path,
  before = null,
  after = null,
  targetLabel = null,
}: RecordAdminRequestOptions) {
  await db.insert(auditLog).values({
    actorId,
    actorLabel: await actorLabel(db, actorId),
    action: `${method} ${route}`,
    targetType: 'api_request',
    targetId: path.slice(0, 300),
    targetLabel,
    before: before ?? null,
    after: after ?? null,
  });
}
