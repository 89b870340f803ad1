import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, outbox, scheduledMessages, weddings } from '../../../db/schema/index.ts';
import { INVITATION_LANGUAGES } from '../../shared/messages/invitation.ts';
import type { TScheduledMessage } from '../../shared/schemas/weddings.ts';
import { guestLanguageSql } from '../guests/guest-language.ts';
import { scheduledCopyText } from './scheduled-copy.ts';
import { meetingSql, scheduledRecipientsOf, thankedSql } from './scheduled-recipients.ts';
import { GUEST_COPY_PREFIX, automaticMessageKeyPrefix } from '../outbox/guest-copy-keys.ts';

/**
 * A wedding's four automatic messages in time order: their texts as a guest invited to the whole day reads them in
 * each language, who they go to, and what the outbox holds for each.
 */
export async function listScheduledMessages({
  db,
  weddingId,
}: {
  db: Database;
  weddingId: number;
}): Promise<TScheduledMessage[]> {
  // The wedding, and where a guest invited to the whole day is expected on it, in one round trip.
  const [found] = await db
    .select({ wedding: weddings, meeting: meetingSql({ id: weddingId, weddingDate: weddings.weddingDate }, sql`null`) })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  if (!found) return [];
  const { wedding, meeting } = found;
  const rows = await db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.weddingId, weddingId))
    .orderBy(asc(scheduledMessages.scheduledFor));
  // Every message but the thanks reaches the same guests; the thanks, those of them whose household comes.
  const byLanguage = await db
    .select({
      language: guestLanguageSql,
      n: count(),
      thanked: sql<number>`(count(*) filter (where ${thankedSql}))::int`,
    })
    .from(guests)
    .where(scheduledRecipientsOf(weddingId, 'reminder_24h'))
    .groupBy(guestLanguageSql);
  const audienceOf = (pick: (row: (typeof byLanguage)[number]) => number) =>
    Object.fromEntries(
      INVITATION_LANGUAGES.map((l) => {
        const row = byLanguage.find((r) => r.language === l);
        return [l, row ? pick(row) : 0];
      }),
    ) as TScheduledMessage['audience'];
  const before = audienceOf((r) => r.n);
  const thanks = audienceOf((r) => r.thanked);
  const sends = await db
    .select({ key: outbox.dedupeKey, status: outbox.status, n: count() })
    .from(outbox)
    .where(and(eq(outbox.weddingId, weddingId), like(outbox.dedupeKey, `${GUEST_COPY_PREFIX.automatic}%`)))
    .groupBy(outbox.dedupeKey, outbox.status);
  return rows.map((row) => {
    const mine = sends.filter((s) => s.key?.startsWith(automaticMessageKeyPrefix(row.id)));
    const total = (status: string) => mine.filter((s) => s.status === status).reduce((sum, s) => sum + s.n, 0);
    const copies = Object.fromEntries(
      INVITATION_LANGUAGES.map((l) => [l, scheduledCopyText(row, wedding, l, meeting)]),
    ) as TScheduledMessage['copies'];
    return {
      id: row.id,
      messageType: row.messageType,
      message: copies.fr,
      edited: row.edited,
      translations: { en: row.translations.en ?? null, es: row.translations.es ?? null },
      copies,
      audience: row.messageType === 'thank_you' ? thanks : before,
      scheduledFor: row.scheduledFor.toISOString(),
      enabled: row.enabled,
      sent: row.sent,
      sentAt: row.sentAt?.toISOString() ?? null,
      lastError: row.lastError,
      deliveries: { pending: total('pending'), sent: total('sent'), failed: total('failed') },
    };
  });
}
