import { frenchOf } from '../../shared/format.ts';
import { and, asc, eq, isNull, like, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { announcementDeliveries, announcements, guests, weddings } from '../../../db/schema/index.ts';
import type { Env } from '../env.ts';
import { siteBaseUrl } from '../site-origins.ts';
import {
  sendWhatsApp,
  twilioApiBase,
  twilioCredentials,
  type SendWhatsAppOptions,
  type TwilioCredentials,
} from '../twilio/send-whatsapp.ts';
import { deadlineIn, eachBeforeDeadline, JOB_BUDGET_MS, type Deadline } from '../jobs/job-budget.ts';
import { announcementTemplate, modeAtSend } from './reach-guests.ts';

export const STATUS_CALLBACK_PATH = '/api/whatsapp/status';

type TrackedCopyOptions = Omit<SendWhatsAppOptions, 'credentials' | 'statusCallback' | 'apiBaseUrl'> & {
  config: Env;
  credentials: TwilioCredentials;
  now: Date;
  /** Writes the copy's outcome: sent with Twilio's sid, or failed with why. */
  record: (
    outcome:
      | { status: 'sent'; providerSid: string; updatedAt: Date }
      | { status: 'failed'; providerSid: null; error: string; updatedAt: Date },
  ) => Promise<unknown>;
};

/** Sends a copy whose statuses Twilio calls back (an announcement, a couple's reply); true when it left. */
export async function sendTrackedCopy({ config, credentials, now, record, ...message }: TrackedCopyOptions) {
  try {
    const sent = await sendWhatsApp({
      ...message,
      credentials,
      statusCallback: siteBaseUrl(config) + STATUS_CALLBACK_PATH,
      apiBaseUrl: twilioApiBase(config),
    });
    await record({ status: 'sent', providerSid: sent.sid, updatedAt: now });
    return true;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await record({ status: 'failed', providerSid: null, error: text.slice(0, 300), updatedAt: now });
    return false;
  }
}

/** « Message de Camille et Julien : … »: in plain text the guest sees who writes; a template says it in its own words. */
export const announcementText = (wedding: { brideName: string; groomName: string }, body: string) =>
  `Message ${frenchOf(`${wedding.brideName} et ${wedding.groomName}`)} : ${body}`;

/** A copy claimed longer ago than this belongs to a sender that died: it is taken again. */
export const COPY_LEASE_MS = 2 * 60 * 1000;
/** Twilio calls in flight at once: 300 guests in seconds (Twilio queues them at its own rate). */
const SEND_CONCURRENCY = 10;
const PENDING_PREFIX = 'pending:';

/**
 * Sends the queued copies of announcements (of one announcement, or all), each once: a copy is claimed (a pending
 * sid and the claim's time) before the call, so two runs never send it twice, and a claim older than COPY_LEASE_MS
 * is taken again. Without Twilio they stay queued, as the screen says. Stops taking copies at the deadline: the
 * rest goes on the next run (`finished: false`).
 */
export async function deliverAnnouncements({
  db,
  config,
  now = new Date(),
  announcementId,
  deadline = deadlineIn(JOB_BUDGET_MS),
}: {
  db: Database;
  config: Env;
  now?: Date;
  announcementId?: number;
  deadline?: Deadline;
}) {
  const credentials = twilioCredentials(config);
  if (!credentials) return { sent: 0, failed: 0, finished: true };
  const claimable = and(
    eq(announcementDeliveries.status, 'queued'),
    or(
      isNull(announcementDeliveries.providerSid),
      and(
        like(announcementDeliveries.providerSid, `${PENDING_PREFIX}%`),
        lt(announcementDeliveries.updatedAt, new Date(now.getTime() - COPY_LEASE_MS)),
      ),
    ),
  );
  const queued = await db
    .select({
      delivery: announcementDeliveries,
      body: announcements.body,
      phone: guests.phoneNumber,
      optedOut: guests.optedOut,
      lastInteraction: guests.lastInteraction,
      bride: weddings.brideName,
      groom: weddings.groomName,
    })
    .from(announcementDeliveries)
    .innerJoin(announcements, eq(announcements.id, announcementDeliveries.announcementId))
    .innerJoin(guests, eq(guests.id, announcementDeliveries.guestId))
    .innerJoin(weddings, eq(weddings.id, announcements.weddingId))
    .where(and(claimable, announcementId ? eq(announcements.id, announcementId) : undefined))
    .orderBy(asc(announcementDeliveries.id));
  let sent = 0;
  let failed = 0;
  const finished = await eachBeforeDeadline(queued, { concurrency: SEND_CONCURRENCY, deadline }, async (row) => {
    const mine = and(eq(announcementDeliveries.id, row.delivery.id), claimable);
    // A guest who answered STOP since the announcement was written gets nothing.
    if (row.optedOut) {
      await db
        .update(announcementDeliveries)
        .set({ status: 'failed', providerSid: null, error: 'STOP', updatedAt: now })
        .where(mine);
      return;
    }
    const [claimed] = await db
      .update(announcementDeliveries)
      .set({ providerSid: `${PENDING_PREFIX}${row.delivery.id}`, updatedAt: now })
      .where(mine)
      .returning({ id: announcementDeliveries.id });
    if (!claimed) return;
    const approved = announcementTemplate(config);
    const mode = modeAtSend(row.delivery.mode, row.lastInteraction, now, approved);
    const template = mode === 'template' ? approved : null;
    const left = await sendTrackedCopy({
      config,
      credentials,
      now,
      to: row.phone!, // a connected guest: they wrote from it
      body: announcementText({ brideName: row.bride, groomName: row.groom }, row.body),
      contentSid: template ?? undefined,
      contentVariables: { '1': row.body },
      record: (outcome) =>
        db
          .update(announcementDeliveries)
          .set({ ...outcome, mode })
          .where(eq(announcementDeliveries.id, row.delivery.id)),
    });
    if (left) sent++;
    else failed++;
  });
  return { sent, failed, finished };
}
