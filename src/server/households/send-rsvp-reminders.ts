// Every hour: households that have not answered the invitation get one reminder, the number of days before the RSVP
// deadline the couple chose, on the approved template (`rsvp_reminder` in TWILIO_CONTENT_SIDS, two variables: the
// couple's names and the deadline), in each member's language when that language has its own (`rsvp_reminder_en`,
// `rsvp_reminder_es`), else in French, as the invitation. The household is claimed once (`households.reminded_at`), so
// that two runs never remind it twice; each member's copy is kept in the outbox, which the couple sees as « relancé
// le … ».
import { subDays } from 'date-fns/subDays';
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdAnswers, households, weddings } from '../../../db/schema/index.ts';
import { frenchOf } from '../../shared/format.ts';
import { coupleNames } from '../../shared/partners.ts';
import { parisDate } from '../../shared/zoned-time.ts';
import { tInvitation, type TInvitationLanguage } from '../../shared/messages/invitation.ts';
import { invitable, invitableMembersOf } from '../guests/invitable.ts';
import { parseContentSids, twilioCredentials, type TwilioConfig } from '../twilio/send-whatsapp.ts';
import { copyLanguage, dayInCopy, queueMemberCopy, sendMemberCopy } from './send-member-copy.ts';
import { reminderKey } from '../outbox/guest-copy-keys.ts';

export type SendRsvpRemindersOptions = { db: Database; config: TwilioConfig; now: Date };

/** The name of the reminder's template in TWILIO_CONTENT_SIDS for a language: `rsvp_reminder` (French), `rsvp_reminder_en`… */
export const reminderTemplateName = (language: TInvitationLanguage) =>
  language === 'fr' ? 'rsvp_reminder' : `rsvp_reminder_${language}`;

/** A member's reminder, in the language copyLanguage gives: its text and the template's two variables. */
function reminderIn(
  wedding: Parameters<typeof coupleNames>[0] & { rsvpDeadline: string },
  templates: Record<string, string>,
  live: boolean,
  wanted: TInvitationLanguage,
) {
  const language = copyLanguage(wanted, templates, reminderTemplateName, live);
  const couple = coupleNames(wedding, language);
  const deadline = dayInCopy(wedding.rsvpDeadline, language);
  return {
    template: templates[reminderTemplateName(language)] ?? null,
    body: tInvitation(language, 'reminder', { couple, ofCouple: frenchOf(couple), deadline }),
    variables: { '1': couple, '2': deadline },
  };
}

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
  const templates = parseContentSids(config.TWILIO_CONTENT_SIDS);
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
    for (const member of members) {
      const reminder = reminderIn(
        { ...wedding, rsvpDeadline: wedding.rsvpDeadline! },
        templates,
        Boolean(credentials),
        member.language,
      );
      const copy = await queueMemberCopy(db, {
        recipient: member.phone!,
        body: reminder.body,
        template: reminder.template,
        weddingId: wedding.id,
        dedupeKey: reminderKey(member.householdId!, member.id),
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
        body: reminder.body,
        template: reminder.template,
        variables: reminder.variables,
        now,
      });
      if (left) sent++;
      else failed++;
    }
  }
  return { reminded, sent, failed };
}
