import { eq } from 'drizzle-orm';
import { differenceInHours } from 'date-fns/differenceInHours';
import type { Database } from '../../../db/client.ts';
import { guests, households as householdsTable } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tAnnouncement } from '../../shared/messages/announcements.ts';
import type { TAnnouncementReach } from '../../shared/schemas/announcements.ts';
import type { Env } from '../env.ts';
import { isConnected } from '../guests/connected.ts';
import { displayName, type GuestRow } from '../guests/to-listed-guest.ts';
import { parseContentSids } from '../twilio/send-whatsapp.ts';

/** WhatsApp lets a business write freely to someone for 24 hours after their last message; after that, templates only. */
export const SESSION_WINDOW_HOURS = 24;
/** Whether a guest whose last message came at `lastInteraction` may still be written to in plain text. */
export const inSessionWindow = (lastInteraction: Date | null, now: Date) =>
  lastInteraction !== null && differenceInHours(now, lastInteraction) < SESSION_WINDOW_HOURS;

export type Recipient = { guest: GuestRow; mode: 'text' | 'template' };

/**
 * The mode a copy queued as `mode` leaves in: a text queued inside the window (Twilio away, a long send) whose window has
 * closed since goes as the approved template when there is one, as WhatsApp would refuse the text (error 63016).
 */
export const modeAtSend = (
  mode: Recipient['mode'],
  lastInteraction: Date | null,
  now: Date,
  template: string | null,
): Recipient['mode'] => (mode === 'text' && !inSessionWindow(lastInteraction, now) && template ? 'template' : mode);

export const announcementTemplate = (config: Pick<Env, 'TWILIO_CONTENT_SIDS'>) =>
  parseContentSids(config.TWILIO_CONTENT_SIDS).announcement ?? null;
export const twilioLive = (config: Env) =>
  Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_WHATSAPP_NUMBER);

/**
 * Who an announcement to `audience` (a household or group, or everyone) reaches, and how. Only guests who wrote to the
 * assistant can be written to; one who answered STOP is not; outside the 24-hour window only an approved template goes.
 */
export async function reachGuests({
  db,
  config,
  weddingId,
  audience,
  now,
}: {
  db: Database;
  config: Env;
  weddingId: number;
  audience: string | null;
  now: Date;
}) {
  const rows = (
    await db
      .select({ guest: guests, household: householdsTable.name })
      .from(guests)
      .leftJoin(householdsTable, eq(householdsTable.id, guests.householdId))
      .where(eq(guests.weddingId, weddingId))
  ).map(({ guest, household }) => ({ ...guest, household }));
  const households = [...new Set(rows.map((g) => g.household).filter((h): h is string => Boolean(h)))].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
  if (audience && !households.includes(audience))
    throw new AppError('VALIDATION', tAnnouncement('announcement.error.unknownHousehold'));
  const target = rows.filter((g) => !audience || g.household === audience);
  const template = announcementTemplate(config);
  const named = (guest: GuestRow) => ({ guestId: guest.id, name: displayName(guest) });
  const recipients: Recipient[] = [];
  const unreachable: TAnnouncementReach['unreachable'] = [];
  for (const guest of target.filter(isConnected)) {
    const inWindow = inSessionWindow(guest.lastInteraction, now);
    if (guest.optedOut) unreachable.push({ ...named(guest), reason: 'optedOut' });
    else if (inWindow) recipients.push({ guest, mode: 'text' });
    else if (template) recipients.push({ guest, mode: 'template' });
    else unreachable.push({ ...named(guest), reason: 'outsideWindow' });
  }
  const summary: TAnnouncementReach = {
    audience,
    households,
    text: recipients.filter((r) => r.mode === 'text').map((r) => named(r.guest)),
    template: recipients.filter((r) => r.mode === 'template').map((r) => named(r.guest)),
    unreachable,
    notConnected: target.filter((g) => !isConnected(g)).length,
    live: twilioLive(config),
  };
  return { recipients, summary };
}
