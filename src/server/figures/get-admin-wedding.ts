// A wedding for the details dialog, the management view and /admin/wedding/:id: every field, the owner,
// real statistics and the 5 latest messages.
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, guests, messages, users, weddings } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminWeddingDetail } from '../../shared/schemas/admin.ts';
import { whatsappLink, whatsappNumber } from '../../shared/whatsapp-link.ts';
import type { Env } from '../env.ts';
import { isAnsweredQuestion } from '../messages/message-filters.ts';
import { getResponseTime } from '../monitoring/get-response-time.ts';
import { loadStatusContext } from '../weddings/wedding-status.ts';
import { toAdminWeddingRow } from './list-admin-weddings.ts';
import { adminMessageColumns, toAdminMessageRow } from '../messages/to-admin-message-row.ts';
import { connectedGuestsOf } from '../guests/connected.ts';

export const LATEST_MESSAGES = 5;

export type GetAdminWeddingOptions = { db: Database; config: Env; id: number; now?: Date };

export async function getAdminWedding({
  db,
  config,
  id,
  now = new Date(),
}: GetAdminWeddingOptions): Promise<TAdminWeddingDetail> {
  const [row] = await db
    .select({ wedding: weddings, owner: users })
    .from(weddings)
    .leftJoin(users, eq(users.id, weddings.userId))
    .where(eq(weddings.id, id));
  if (!row) throw new AppError('NOT_FOUND', t('admin.weddings.notFound'));
  const w = row.wedding;

  const [[msg], [answered], [guestCount], [active], [faqCount], latest, responseTime, context] = await Promise.all([
    db.select({ n: count() }).from(messages).where(eq(messages.weddingId, id)),
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.weddingId, id), isAnsweredQuestion)),
    db.select({ n: count() }).from(guests).where(connectedGuestsOf(id)),
    db
      .select({ n: count() })
      .from(guests)
      .where(and(eq(guests.weddingId, id), gt(guests.messageCount, 0))),
    db.select({ n: count() }).from(faqs).where(eq(faqs.weddingId, id)),
    db
      .select(adminMessageColumns)
      .from(messages)
      .innerJoin(weddings, eq(weddings.id, messages.weddingId))
      .leftJoin(guests, eq(guests.id, messages.guestId))
      .where(eq(messages.weddingId, id))
      .orderBy(desc(messages.timestamp), desc(messages.id))
      .limit(LATEST_MESSAGES),
    getResponseTime({ db, now }),
    loadStatusContext({ db, now }),
  ]);
  const totalMessages = msg?.n ?? 0;
  const connectedGuests = guestCount?.n ?? 0;

  return {
    ...toAdminWeddingRow(w, row.owner, { messages: totalMessages, guests: connectedGuests }, context),
    ceremonyVenue: w.ceremonyVenue,
    ceremonyAddress: w.ceremonyAddress,
    ceremonyTime: w.ceremonyTime,
    receptionVenue: w.receptionVenue,
    receptionAddress: w.receptionAddress,
    receptionTime: w.receptionTime,
    dressCode: w.dressCode,
    parkingInfo: w.parkingInfo,
    accommodations: w.accommodations,
    giftRegistry: w.giftRegistry,
    emergencyContact: w.emergencyContact,
    additionalInfo: w.additionalInfo,
    whatsappLink: w.whatsappLink ?? whatsappLink(whatsappNumber(config), w.weddingId),
    stopReason: w.stopReason,
    trialQuestionsUsed: w.trialQuestionsUsed,
    trialMaxQuestions: w.trialMaxQuestions,
    stats: {
      totalMessages,
      answeredMessages: answered?.n ?? 0,
      connectedGuests,
      activeGuests: active?.n ?? 0,
      faqCount: faqCount?.n ?? 0,
      // The webhook's metrics do not say which wedding they served: the platform's median, shown only for a
      // wedding whose guests wrote (and labelled as the platform's), never for one without a message.
      responseTime: totalMessages > 0 ? responseTime : { medianMs: null, averageMs: null, samples: 0 },
    },
    latestMessages: latest.map(toAdminMessageRow),
  };
}
