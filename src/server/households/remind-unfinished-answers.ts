// Every hour of the day: a guest who stopped in the middle of answering the invitation (a yes, then no count for the
// vin d'honneur, or no word on the diet) is asked the question they left, once, a few hours later and while WhatsApp's
// 24-hour window their last message opened still allows plain text: « Il me manque encore un petit détail pour votre
// réponse : Vin d'honneur : combien serez-vous ? ». Without it a yes stays uncounted on the couple's screens. Nothing is
// asked when another member of the household has given what was missing. The step is claimed on the guest's row
// (`nudged`), so that two runs never ask twice; the copy is kept in the outbox, as the invitation's reminder is.
import { subHours } from 'date-fns/subHours';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { guests, weddings } from '../../../db/schema/index.ts';
import { SESSION_WINDOW_HOURS } from '../announcements/reach-guests.ts';
import { rsvpDeadlinePassed } from '../guests/record-rsvp.ts';
import type { Database } from '../../../db/client.ts';
import { twilioCredentials, type TwilioConfig } from '../twilio/send-whatsapp.ts';
import { askStepAgain, pendingInvitationOf } from '../whatsapp/invitation-conversation.ts';
import { loadInvitationHousehold } from '../whatsapp/invitation-household.ts';
import { sendChoiceButtons, type ChoiceButtonsConfig } from '../whatsapp/send-choice-buttons.ts';
import { nudgeKey } from '../outbox/guest-copy-keys.ts';
import { queueMemberCopy, sendMemberCopy } from './send-member-copy.ts';

/** Hours of silence after which the question is asked again: the guest may simply be busy for a while. */
export const NUDGE_AFTER_HOURS = 3;
/** The last hour the question may still go as plain text: an hour before WhatsApp's window closes. */
export const NUDGE_BEFORE_HOURS = SESSION_WINDOW_HOURS - 1;

export type RemindUnfinishedAnswersOptions = { db: Database; config: TwilioConfig & ChoiceButtonsConfig; now: Date };

export async function remindUnfinishedAnswers({ db, config, now }: RemindUnfinishedAnswersOptions) {
  const silentSince = subHours(now, NUDGE_AFTER_HOURS);
  const candidates = await db
    .select({ guest: guests, wedding: weddings })
    .from(guests)
    .innerJoin(weddings, eq(weddings.id, guests.weddingId))
    .where(
      and(
        eq(weddings.botActive, true),
        eq(weddings.assistantStopped, false),
        eq(guests.optedOut, false),
        isNotNull(guests.phoneNumber),
        isNotNull(guests.householdId),
        sql`${guests.pendingChoice}->>'kind' = 'invitation'`,
        sql`${guests.pendingChoice}->>'step' in ('count', 'diet')`,
        sql`${guests.pendingChoice}->>'nudged' is null`,
        lte(guests.lastInteraction, silentSince),
        gt(guests.lastInteraction, subHours(now, NUDGE_BEFORE_HOURS)),
      ),
    );
  const credentials = twilioCredentials(config);
  let asked = 0;
  let failed = 0;
  for (const { guest, wedding } of candidates) {
    const state = pendingInvitationOf(guest.pendingChoice, now);
    if (!state || rsvpDeadlinePassed(wedding.rsvpDeadline, now)) continue;
    const household = await loadInvitationHousehold(db, {
      householdId: guest.householdId,
      wedding,
      language: state.language,
    });
    const turn = household ? askStepAgain(state, household, now) : null;
    if (!turn || turn.kind !== 'reply') continue;
    // Claimed only if the row still waits on that very step and the guest has not written since: a message in between
    // has moved the step on, or answered something else.
    const [claimed] = await db
      .update(guests)
      .set({ pendingChoice: turn.pending })
      .where(
        and(
          eq(guests.id, guest.id),
          sql`${guests.pendingChoice} = ${JSON.stringify(guest.pendingChoice)}::jsonb`,
          lte(guests.lastInteraction, silentSince),
        ),
      )
      .returning({ id: guests.id });
    if (!claimed) continue;
    asked++;
    const copy = await queueMemberCopy(db, {
      recipient: guest.phoneNumber!,
      body: turn.reply,
      template: null,
      weddingId: wedding.id,
      dedupeKey: nudgeKey(guest.id, state.step, state.part, guest.lastInteraction!),
      now,
    });
    // Locally (no Twilio) the outbox is the delivery, as for the invitation's reminder.
    if (!copy || !credentials) continue;
    const left = await sendMemberCopy({
      db,
      config,
      credentials,
      copyId: copy.id,
      to: guest.phoneNumber!,
      body: turn.reply,
      template: null,
      variables: {},
      now,
    });
    if (!left) {
      failed++;
      continue;
    }
    // The step's quick replies, as the conversation sends them; the numbered text above stays the fallback.
    if (turn.buttons)
      await sendChoiceButtons({
        config,
        to: guest.phoneNumber!,
        choices: turn.buttons.titles.map((label) => ({ label })),
        language: state.language,
        intro: turn.buttons.intro,
      }).catch((error: unknown) =>
        console.warn(`[relance] boutons non envoyés : ${error instanceof Error ? error.message : String(error)}`),
      );
  }
  return { asked, failed };
}
