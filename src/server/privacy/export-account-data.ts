// Everything the service holds about a couple's account, as JSON (GDPR right of access and portability).
// Secrets stay out: no password hash, no session token or its hash, no trial cookie hash, no payment method.
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  announcementDeliveries,
  announcements,
  auditLog,
  coupleReplies,
  faqs,
  guests,
  householdAnswers,
  householdInvitations,
  households,
  messages,
  seatingTables,
  weddingParts,
  outbox,
  preRegistrations,
  reviews,
  scheduledMessages,
  sessions,
  transactions,
  users,
  weddings,
} from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';

export type ExportAccountDataOptions = { db: Database; userId: string; now?: Date };

export async function exportAccountData({ db, userId, now = new Date() }: ExportAccountDataOptions) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      authProvider: users.authProvider,
      userType: users.userType,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionPlan: users.subscriptionPlan,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new AppError('NOT_FOUND', t('privacy.account.notFound'));

  const ownedRows = await db.select().from(weddings).where(eq(weddings.userId, userId)).orderBy(asc(weddings.id));
  const ids = ownedRows.map((w) => w.id);
  const ofWeddings = (column: Parameters<typeof inArray>[0]): SQL => (ids.length ? inArray(column, ids) : sql`false`);
  const email = account.email?.toLowerCase() ?? null;

  const [
    accountSessions,
    weddingFaqs,
    weddingGuests,
    weddingMessages,
    weddingScheduled,
    weddingReviews,
    payments,
    sent,
    preRegistration,
    adminChanges,
  ] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expire,
        userAgent: sql<string | null>`${sessions.sess}->>'userAgent'`,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db.select().from(faqs).where(ofWeddings(faqs.weddingId)).orderBy(asc(faqs.id)),
    db.select().from(guests).where(ofWeddings(guests.weddingId)).orderBy(asc(guests.id)),
    db.select().from(messages).where(ofWeddings(messages.weddingId)).orderBy(asc(messages.id)),
    db
      .select()
      .from(scheduledMessages)
      .where(ofWeddings(scheduledMessages.weddingId))
      .orderBy(asc(scheduledMessages.id)),
    db.select().from(reviews).where(ofWeddings(reviews.weddingId)).orderBy(asc(reviews.id)),
    db
      .select({
        id: transactions.id,
        weddingId: transactions.weddingId,
        amount: transactions.amount,
        currency: transactions.currency,
        type: transactions.type,
        status: transactions.status,
        description: transactions.description,
        refundedAmount: transactions.refundedAmount,
        refundedAt: transactions.refundedAt,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .where(or(eq(transactions.userId, userId), ofWeddings(transactions.weddingId)))
      .orderBy(asc(transactions.id)),
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        weddingId: outbox.weddingId,
        status: outbox.status,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(or(ofWeddings(outbox.weddingId), email ? sql`lower(${outbox.recipient}) = ${email}` : sql`false`))
      .orderBy(asc(outbox.id)),
    email
      ? db
          .select()
          .from(preRegistrations)
          .where(sql`lower(${preRegistrations.email}) = ${email}`)
      : Promise.resolve([]),
    // What the service's administrators changed in this account or its weddings (not who they are).
    db
      .select({
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
          ids.length
            ? and(eq(auditLog.targetType, 'wedding'), inArray(auditLog.targetId, ids.map(String)))
            : sql`false`,
        ),
      )
      .orderBy(asc(auditLog.id)),
  ]);

  // The couple's announcements and how each guest's copy went.
  const weddingAnnouncements = ids.length
    ? await db.select().from(announcements).where(ofWeddings(announcements.weddingId)).orderBy(asc(announcements.id))
    : [];
  const copies = weddingAnnouncements.length
    ? await db
        .select()
        .from(announcementDeliveries)
        .where(
          inArray(
            announcementDeliveries.announcementId,
            weddingAnnouncements.map((a) => a.id),
          ),
        )
        .orderBy(asc(announcementDeliveries.id))
    : [];
  // The parts of their day, their households with their answers per part, and their table plan.
  const dayParts = ids.length
    ? await db.select().from(weddingParts).where(ofWeddings(weddingParts.weddingId)).orderBy(asc(weddingParts.id))
    : [];
  const weddingHouseholds = ids.length
    ? await db.select().from(households).where(ofWeddings(households.weddingId)).orderBy(asc(households.id))
    : [];
  const householdIds = weddingHouseholds.map((h) => h.id);
  const answers = householdIds.length
    ? await db
        .select()
        .from(householdAnswers)
        .where(inArray(householdAnswers.householdId, householdIds))
        .orderBy(asc(householdAnswers.id))
    : [];
  const invitations = householdIds.length
    ? await db.select().from(householdInvitations).where(inArray(householdInvitations.householdId, householdIds))
    : [];
  const tables = ids.length
    ? await db.select().from(seatingTables).where(ofWeddings(seatingTables.weddingId)).orderBy(asc(seatingTables.id))
    : [];
  // Their replies to guests' questions from the inbox, and how each went.
  const inboxReplies = ids.length
    ? await db.select().from(coupleReplies).where(ofWeddings(coupleReplies.weddingId)).orderBy(asc(coupleReplies.id))
    : [];

  return {
    exportedAt: now.toISOString(),
    account,
    sessions: accountSessions,
    weddings: ownedRows.map(({ trialOwnerTokenHash: _secret, ...wedding }) => wedding),
    faqs: weddingFaqs,
    guests: weddingGuests,
    weddingParts: dayParts,
    households: weddingHouseholds.map((h) => ({
      ...h,
      partIds: invitations.filter((i) => i.householdId === h.id).map((i) => i.partId),
      answers: answers.filter((a) => a.householdId === h.id),
    })),
    seatingTables: tables,
    messages: weddingMessages,
    scheduledMessages: weddingScheduled,
    announcements: weddingAnnouncements.map((a) => ({
      ...a,
      deliveries: copies.filter((c) => c.announcementId === a.id),
    })),
    inboxReplies,
    reviews: weddingReviews,
    payments,
    sentMessages: sent,
    preRegistrations: preRegistration,
    changesByAdministrators: adminChanges,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;
