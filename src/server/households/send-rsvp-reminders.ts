// Every hour: households that have not answered the invitation get one reminder, the number of days before the RSVP
// deadline the couple chose, on the approved template (`rsvp_reminder` in TWILIO_CONTENT_SIDS, two variables: the
// couple's names and the deadline). The household is claimed once (`households.reminded_at`), so that two runs never
// remind it twice; each member's copy is kept in the outbox, which the couple sees as « relancé le … ».
import { subDays } from 'date-fns/subDays';
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdAnswers, households, weddings } from '../../../db/schema/index.ts';
import { formatDayInFull, frenchOf } from '../../shared/format.ts';
import { coupleNames } from '../../shared/partners.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { invitable, invitableMembersOf } from '../guests/invitable.ts';
import { parseContentSids, twilioCredentials, type TwilioConfig } from '../twilio/send-whatsapp.ts';
import { queueMemberCopy, sendMemberCopy } from './send-member-copy.ts';

export type SendRsvpRemindersOptions = { db: Database; config: TwilioConfig; now: Date };

/** The reminder's text (also the template's two variables). */
export const reminderText = (couple: string, deadline: string) =>
  `Petit rappel du mariage ${frenchOf(couple)} : pourriez-vous nous dire si vous venez, d’ici le ${formatDayInFull(deadline)} ? Répondez simplement à ce message (« oui, nous serons 2 », « non, désolé »).`;

/** Whether today (Paris) is in the reminder window of a wedding: from `days` before its deadline to the deadline. */
export function inReminderWindow(deadline: string, days: number, now: Date) {
  const today = parisDate(now);
  const from = parisDate(subDays(new Date(`${deadline}T12:00:00Z`), days));
  return today >= from && today <= deadline;
}

export async function sendRsvpReminders({ db, config, now }: SendRsvpRemindersOptions) {
  const due = (
    await db
      .select()
      .from(weddings)
      .where(
        and(
          eq(weddings.botActive, true),
          eq(weddings.assistantStopped, false),
          isNotNull(weddings.rsvpDeadline),
          isNotNull(weddings.rsvpReminderDays),
        ),
      )
  ).filter((w) => inReminderWindow(w.rsvpDeadline!, w.rsvpReminderDays!, now));
  const credentials = twilioCredentials(config);
  const template = parseContentSids(config.TWILIO_CONTENT_SIDS).rsvp_reminder ?? null;
  let reminded = 0;
  let sent = 0;
  let failed = 0;
  for (const wedding of due) {
    // One UPDATE claims the households still silent: an overlapping run finds them reminded.
    const claimed = await db
      .update(households)
      .set({ remindedAt: now })
      .where(
        and(
          eq(households.weddingId, wedding.id),
          isNull(households.remindedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(householdAnswers)
              .where(eq(householdAnswers.householdId, households.id)),
          ),
          inArray(
            households.id,
            db
              .select({ id: guests.householdId })
              .from(guests)
              .where(and(eq(guests.weddingId, wedding.id), invitable)),
          ),
        ),
      )
      .returning({ id: households.id });
    if (!claimed.length) continue;
    reminded += claimed.length;
    const members = await invitableMembersOf(
      db,
      claimed.map((h) => h.id),
    );
    const couple = coupleNames(wedding);
    const body = reminderText(couple, wedding.rsvpDeadline!);
    for (const member of members) {
      const copy = await queueMemberCopy(db, {
        recipient: member.phone!,
        body,
        template,
        weddingId: wedding.id,
        dedupeKey: `rsvp-reminder:${member.householdId}:guest:${member.id}`,
        now,
      });
      // Locally (no Twilio) the outbox is the delivery, as for the automatic messages.
      if (!copy || !credentials) continue;
      const left = await sendMemberCopy({
        db,
        config,
        credentials,
        copyId: copy.id,
        to: member.phone!,
        body,
        template,
        variables: { '1': couple, '2': formatDayInFull(wedding.rsvpDeadline!) },
        now,
      });
      if (left) sent++;
      else failed++;
    }
  }
  return { reminded, sent, failed };
}
