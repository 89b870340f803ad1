// The audit log as the back office lists it (searched, filtered by kind of record, sorted, paged by the server)
// and every matching entry for the CSV export.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { searchableWithoutPersonalData } from '../../../db/sql/search.ts';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';
import type { TPage } from '../../shared/schemas/admin-list.ts';
import type { TAuditEntry, ZAdminAuditQuery } from '../../shared/schemas/audit.ts';
import type * as z from '../../shared/schemas/zod-fr.ts';
import { keyset, readTablePage, type ListPageOptions, type SortKey } from '../../../db/sql/paginate.ts';
import { searchCondition } from '../../../db/sql/search.ts';
import { frenchSort } from '../../../db/sql/french-sort.ts';

type TQuery = z.output<typeof ZAdminAuditQuery>;
type Row = typeof auditLog.$inferSelect;

const SORTS: Record<TQuery['sort'], SortKey> = {
  createdAt: { expr: auditLog.createdAt, type: 'timestamptz' },
  actor: { expr: frenchSort(auditLog.actorLabel), type: 'text' },
  action: { expr: auditLog.action, type: 'text' },
};

/** At most this many entries in one export (the newest). */
export const AUDIT_EXPORT_MAX = 10_000;

/** `masked`: the reader sees e-mails masked (Support), so the search does not look into them. */
function filtersOf(query: Pick<TQuery, 'q' | 'target'>, masked = false): (SQL | undefined)[] {
  return [
    searchCondition(
      query.q,
      masked
        ? [
            searchableWithoutPersonalData(auditLog.actorLabel),
            auditLog.action,
            searchableWithoutPersonalData(auditLog.targetId),
            searchableWithoutPersonalData(auditLog.targetLabel),
          ]
        : [auditLog.actorLabel, auditLog.action, auditLog.targetId, auditLog.targetLabel],
    ),
    query.target ? eq(auditLog.targetType, query.target) : undefined,
  ];
}

export function toAuditEntry(r: Row): TAuditEntry {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    actorLabel: r.actorLabel,
    action: r.action,
    targetType: r.targetType as TAuditEntry['targetType'],
    targetId: r.targetId,
    targetLabel: r.targetLabel,
    before: r.before,
    after: r.after,
  };
}

export async function listAuditLog({
  db,
  query,
  masked = false,
}: ListPageOptions<TQuery>): Promise<TPage<TAuditEntry>> {
  const filters = filtersOf(query, masked);
  const page = keyset({ query, key: SORTS[query.sort], id: auditLog.id, idType: 'integer' });
  return readTablePage({
    db,
    table: auditLog,
    page,
    filters,
    columns: { row: auditLog, id: auditLog.id },
    toRow: ({ row }) => toAuditEntry(row),
  });
}

export async function listAuditLogForExport({
  db,
  query,
  masked = false,
}: {
  db: Database;
  query: Pick<TQuery, 'q' | 'target'>;
  masked?: boolean;
}): Promise<TAuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filtersOf(query, masked)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_EXPORT_MAX);
  return rows.map(toAuditEntry);
}
