import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { announcementDeliveries, announcements, guests, weddings } from '../../../db/schema/index.ts';
import type { Env } from '../env.ts';
import { siteBaseUrl } from '../http/site-origins.ts';
import { sendWhatsApp, twilioApiBase } from '../whatsapp/send-whatsapp.ts';
import { announcementTemplate, twilioLive } from './reach-guests.ts';

export const STATUS_CALLBACK_PATH = '/api/whatsapp/status';

/** « Message de Camille et Julien : … »: in plain text the guest sees who writes; a template says it in its own words. */
export const announcementText = (wedding: { brideName: string; groomName: string }, body: string) =>
  `Message de ${wedding.brideName} et ${wedding.groomName} : ${body}`;

/**
 * Sends the queued copies of announcements (of one announcement, or all), each once: a copy is claimed by setting
 * its status before the call, so two runs never send it twice. Without Twilio they stay queued, as the screen says.
 * Stops after `budgetMs` (the rest goes on the next run of the job).
 */
export async function deliverAnnouncements({
  db,
  config,
  now = new Date(),
  announcementId,
  budgetMs = 5000,
}: {
  db: Database;
  config: Env;
  now?: Date;
  announcementId?: number;
  budgetMs?: number;
}) {
  if (!twilioLive(config)) return { sent: 0, failed: 0 };
  const credentials = {
    accountSid: config.TWILIO_ACCOUNT_SID!,
    authToken: config.TWILIO_AUTH_TOKEN!,
    from: config.TWILIO_WHATSAPP_NUMBER!,
  };
  const started = Date.now();
  const queued = await db
    .select({
      delivery: announcementDeliveries,
      body: announcements.body,
      phone: guests.phoneNumber,
      optedOut: guests.optedOut,
      bride: weddings.brideName,
      groom: weddings.groomName,
    })
    .from(announcementDeliveries)
    .innerJoin(announcements, eq(announcements.id, announcementDeliveries.announcementId))
    .innerJoin(guests, eq(guests.id, announcementDeliveries.guestId))
    .innerJoin(weddings, eq(weddings.id, announcements.weddingId))
    .where(
      and(
        eq(announcementDeliveries.status, 'queued'),
        isNull(announcementDeliveries.providerSid),
        announcementId ? eq(announcements.id, announcementId) : undefined,
      ),
    )
    .orderBy(asc(announcementDeliveries.id));
  let sent = 0;
  let failed = 0;
  for (const row of queued) {
    if (Date.now() - started > budgetMs) break;
    const mine = and(eq(announcementDeliveries.id, row.delivery.id), eq(announcementDeliveries.status, 'queued'), isNull(announcementDeliveries.providerSid));
    // A guest who answered STOP since the announcement was written gets nothing.
    if (row.optedOut) {
      await db.update(announcementDeliveries).set({ status: 'failed', error: 'STOP', updatedAt: now }).where(mine);
      continue;
    }
    const [claimed] = await db
      .update(announcementDeliveries)
      .set({ providerSid: `pending:${row.delivery.id}`, updatedAt: now })
      .where(mine)
      .returning({ id: announcementDeliveries.id });
    if (!claimed) continue;
    const template = row.delivery.mode === 'template' ? announcementTemplate(config) : null;
    try {
      const message = await sendWhatsApp({
        credentials,
        to: row.phone,
        body: announcementText({ brideName: row.bride, groomName: row.groom }, row.body),
        contentSid: template ?? undefined,
        contentVariables: { '1': row.body },
        statusCallback: siteBaseUrl(config) + STATUS_CALLBACK_PATH,
        apiBaseUrl: twilioApiBase(config),
      });
      await db
        .update(announcementDeliveries)
        .set({ status: 'sent', providerSid: message.sid, updatedAt: now })
        .where(eq(announcementDeliveries.id, row.delivery.id));
      sent++;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await db
        .update(announcementDeliveries)
        .set({
          status: 'failed',
          providerSid: null,
          error: text.slice(0, 300),
          updatedAt: now,
        })
        .where(eq(announcementDeliveries.id, row.delivery.id));
      failed++;
    }
  }
  return { sent, failed };
}
