// Runs an administrator's write and records it in the audit log: who, what, on which record, when, and the
// record before and after. In one transaction with the write when the write only touches the database; after
// it otherwise (a refund calls the payment provider, a content change starts a site rebuild), and only if it
// succeeded.
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { actorLabel } from './actor-label.ts';
import type { AuditTargetType } from '../../shared/schemas/audit.ts';
import { readAuditTarget } from './audit-targets.ts';
import { nameAuditTarget } from './name-audit-target.ts';

export type AuditedWrite<T> = {
  db: Database;
  /** The administrator; from the result when the write creates them (an invitation accepted). */
  actorId: string | ((result: T) => string);
  /** `<target>.<verb>`, e.g. `user.update`. */
  action: string;
  targetType: AuditTargetType;
  /** The record changed; for a creation, found from the result with `idOf`. */
  targetId?: string | null;
  write: (db: Database) => Promise<T>;
  idOf?: (result: T) => string | number | null;
  /** What to record as "after" when the record cannot be read back (a provider check, a rebuild). */
  afterOf?: (result: T) => unknown;
  /** Keep only these fields of "before" (a deleted account: no personal data kept in the log). */
  keepBefore?: readonly string[];
  transactional?: boolean;
};

export async function recordAdminWrite<T>({
  db,
  actorId,
  action,
  targetType,
  targetId = null,
  write,
  idOf,
  afterOf,
  keepBefore,
  transactional = true,
}: AuditedWrite<T>): Promise<T> {
  const run = async (d: Database) => {
    const before = pick(await readAuditTarget(d, targetType, targetId), keepBefore);
    const result = await write(d);
    const id = targetId ?? (idOf ? nullableString(idOf(result)) : null);
    const after = afterOf ? afterOf(result) : await readAuditTarget(d, targetType, id);
    const actor = typeof actorId === 'function' ? actorId(result) : actorId;
    await d.insert(auditLog).values({
      actorId: actor,
      actorLabel: await actorLabel(d, actor),
      action,
      targetType,
      targetId: id,
      targetLabel: await nameAuditTarget(d, targetType, before, after),
      before: toJson(before),
      after: toJson(after),
    });
    return result;
  };
  return transactional ? db.transaction((tx) => run(tx as unknown as Database)) : run(db);
}

function nullableString(value: string | number | null): string | null {
  return value === null ? null : String(value);
}

function pick(value: unknown, keys: readonly string[] | undefined): unknown {
  if (!keys || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key)));
}

/** Dates become ISO strings; undefined becomes null (jsonb holds JSON only). */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
