// An erased account leaves no personal data in the audit log: the entries about it (or naming it) keep who
// did what and when, but lose the record's before/after.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function forgetPersonInAuditLog(
  tx: Tx | Database,
  { userId, email, weddingIds }: { userId: string; email: string | null; weddingIds: number[] },
): Promise<void> {
  const mentions = (needle: string): SQL =>
    sql`(position(${needle} in lower(coalesce(${auditLog.before}::text, ''))) > 0 or position(${needle} in lower(coalesce(${auditLog.after}::text, ''))) > 0)`;
  const conditions: SQL[] = [
    and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId))!,
    mentions(userId.toLowerCase()),
  ];
  if (email) conditions.push(mentions(email.toLowerCase()));
  if (weddingIds.length) {
    conditions.push(and(eq(auditLog.targetType, 'wedding'), inArray(auditLog.targetId, weddingIds.map(String)))!);
    // Entries about the wedding's FAQ, guests… (named « FAQ de Léa & Marc »): their record names its wedding.
    const ids = weddingIds.join('|');
    conditions.push(
      sql`((coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, '')) ~ ${`"weddingId": (${ids})[,}]`})`,
    );
    conditions.push(
      and(eq(auditLog.targetType, 'api_request'), sql`${auditLog.targetId} ~ ${`^/api/weddings/(${ids})(/|$)`}`)!,
    );
  }
  // The record's name goes with its before/after (a couple's names).
  await tx
    .update(auditLog)
    .set({ before: null, after: null, targetLabel: null })
    .where(or(...conditions));
  // The account's id goes too: the entry says an account was changed, no longer which one.
  await tx
    .update(auditLog)
    .set({ targetId: null })
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
}
