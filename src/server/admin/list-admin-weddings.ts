// Every wedding with its owner and real counts (messages and guests counted, not the cached columns).
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users, weddings } from '../../../db/schema/index.ts';
import type { TAdminWeddingRow } from '../../shared/schemas/admin.ts';
import { loadStatusContext, weddingStatus, type StatusContext } from '../weddings/wedding-status.ts';
import { accountTypeOf, isPaidWedding, isTrialWedding } from './wedding-kinds.ts';

export type WeddingRow = typeof weddings.$inferSelect;
type OwnerRow = typeof users.$inferSelect;

// Spelled out: inside a subquery drizzle would leave the outer `weddings.id` unqualified.
export const messageCountSql = sql<number>`(select count(*) from "messages" m where m."wedding_id" = "weddings"."id")::int`;
export const guestCountSql = sql<number>`(select count(*) from "guests" g where g."wedding_id" = "weddings"."id")::int`;

export function toAdminWeddingRow(w: WeddingRow, owner: OwnerRow | null, counts: { messages: number; guests: number }, context: StatusContext): TAdminWeddingRow {
  return {
    id: w.id,
    weddingId: w.weddingId,
    brideName: w.brideName,
    groomName: w.groomName,
    weddingDate: w.weddingDate,
    createdAt: w.createdAt.toISOString(),
    botActive: w.botActive,
    assistantStopped: w.assistantStopped,
    isTrial: isTrialWedding(w),
    isPaid: isPaidWedding(w),
    accountType: accountTypeOf(w, owner),
    status: weddingStatus(w, context),
    paymentStatus: w.paymentStatus,
    messageCount: counts.messages,
    guestCount: counts.guests,
    contactEmail: w.contactEmail ?? owner?.email ?? null,
    contactPhone: w.contactPhone,
    user: owner
      ? {
          id: owner.id,
          email: owner.email,
          firstName: owner.firstName,
          lastName: owner.lastName,
          userType: owner.userType,
          subscriptionPlan: owner.subscriptionPlan,
        }
      : null,
  };
}

export async function listAdminWeddings({ db }: { db: Database }): Promise<TAdminWeddingRow[]> {
  const [rows, context] = await Promise.all([
    db
      .select({ wedding: weddings, owner: users, messages: messageCountSql, guests: guestCountSql })
      .from(weddings)
      .leftJoin(users, eq(users.id, weddings.userId))
      .orderBy(desc(weddings.createdAt), desc(weddings.id)),
    loadStatusContext({ db }),
  ]);
  return rows.map((r) => toAdminWeddingRow(r.wedding, r.owner, { messages: Number(r.messages), guests: Number(r.guests) }, context));
}
