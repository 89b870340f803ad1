// The couple sends the invitation on WhatsApp: the approved template (`invitation` in TWILIO_CONTENT_SIDS, its two
// variables the couple's names and the day, its quick replies « Oui, avec plaisir » / « Non, désolé(e) » / « Je ne
// sais pas encore ») to each member with a phone who did not answer STOP, of some households or of every household not
// invited yet; in the member's language when that language has its approved template (`invitation_en`,
// `invitation_es`), else in French. Each copy is kept in the outbox before it leaves; the household keeps when it was
// invited (only once a copy has left); each member's conversation waits on the invitation's answer. Without Twilio
// nothing can leave: the couple is told so and nothing is written (no household shown as invited, no copy queued).
import { and, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, households } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { invitationTemplateText, type TInvitationLanguage } from '../../shared/messages/invitation.ts';
import { tCount, tHousehold } from '../../shared/messages/households.ts';
import { coupleNames } from '../../shared/partners.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { TSendInvitationsResponse } from '../../shared/schemas/households.ts';
import { twilioLive } from '../announcements/reach-guests.ts';
import type { Env } from '../env.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { invitationTemplateName } from '../whatsapp/create-choice-templates.ts';
import { invitationStateOf } from '../whatsapp/invitation-conversation.ts';
import { parseContentSids, twilioCredentials } from '../twilio/send-whatsapp.ts';
import { invitableMembersOf } from '../guests/invitable.ts';
import { copyLanguage, dayInCopy, queueMemberCopy, sendMemberCopy } from './send-member-copy.ts';
import { invitationKey } from '../outbox/guest-copy-keys.ts';

/** Twilio calls in flight at once (Twilio queues them at its own rate). */
const SEND_CONCURRENCY = 8;

export type InviteHouseholdsOptions = {
  db: Database;
  config: Env;
  weddingId: number;
  user: TSessionUser;
  /** None: every household of the wedding not invited yet. */
  householdIds?: number[] | undefined;
  now?: Date;
};

export async function inviteHouseholds({
  db,
  config,
  weddingId,
  user,
  householdIds,
  now = new Date(),
}: InviteHouseholdsOptions): Promise<TSendInvitationsResponse> {
  const wedding = await getOwnedWedding({ db, weddingId, user });
  const live = twilioLive(config);
  if (!live) throw new AppError('CONFLICT', tHousehold('invitation.error.noTwilio'));
  const templates = parseContentSids(config.TWILIO_CONTENT_SIDS);
  // Outside any conversation only an approved template reaches a guest: better say it than send nothing.
  if (!templates.invitation) throw new AppError('CONFLICT', tHousehold('invitation.error.template'));
  /** A member's copy: their language's template, else the French one (locally no template is needed: theirs). */
  const invitationIn = (wanted: TInvitationLanguage) => {
    const language = copyLanguage(wanted, templates, invitationTemplateName, live);
    const couple = coupleNames(wedding, language);
    const day = dayInCopy(wedding.weddingDate, language);
    return {
      template: templates[invitationTemplateName(language)] ?? null,
      body: invitationTemplateText({ couple, day }, true, language),
      variables: { '1': couple, '2': day },
    };
  };

  const targets = await db
    .select({ id: households.id, name: households.name, invitedAt: households.invitedAt })
    .from(households)
    .where(
      and(
        eq(households.weddingId, weddingId),
        // Every household not invited yet is every one of the list's: an answer from outside it invites no one.
        householdIds
          ? inArray(households.id, householdIds)
          : and(
              isNull(households.invitedAt),
              exists(
                db
                  .select({ id: guests.id })
                  .from(guests)
                  .where(and(eq(guests.householdId, households.id), eq(guests.listed, true))),
              ),
            ),
      ),
    );
  if (householdIds && targets.length !== new Set(householdIds).size)
    throw new AppError('NOT_FOUND', tHousehold('household.error.notFound'));
  if (!targets.length) throw new AppError('CONFLICT', tHousehold('invitation.error.none'));

  const members = await invitableMembersOf(
    db,
    targets.map((h) => h.id),
  );
  const reached = targets.filter((h) => members.some((m) => m.householdId === h.id));
  const unreachable = targets.filter((h) => !reached.includes(h)).map((h) => h.name);

  const copies: { id: number; phone: string; householdId: number; invitation: ReturnType<typeof invitationIn> }[] = [];
  await db.transaction(async (tx) => {
    if (reached.length)
      await tx
        .update(households)
        .set({ invitedAt: now })
        .where(
          inArray(
            households.id,
            reached.map((h) => h.id),
          ),
        );
    for (const member of members) {
      // The member's conversation now waits on the invitation's answer (their tap, or their own words).
      await tx
        .update(guests)
        .set({ pendingChoice: invitationStateOf('status', member.language, now) })
        .where(eq(guests.id, member.id));
      const invitation = invitationIn(member.language);
      const copy = await queueMemberCopy(tx, {
        recipient: member.phone!,
        body: invitation.body,
        template: invitation.template,
        weddingId,
        dedupeKey: invitationKey(member.householdId!, member.id, now),
        now,
      });
      if (copy) copies.push({ id: copy.id, phone: member.phone!, householdId: member.householdId!, invitation });
    }
  });

  let sent = 0;
  let failed = 0;
  const delivered = new Set<number>();
  const credentials = twilioCredentials(config);
  if (credentials) {
    for (let i = 0; i < copies.length; i += SEND_CONCURRENCY) {
      await Promise.all(
        copies.slice(i, i + SEND_CONCURRENCY).map(async (copy) => {
          const left = await sendMemberCopy({
            db,
            config,
            credentials,
            copyId: copy.id,
            to: copy.phone,
            ...copy.invitation,
            now,
          });
          if (left) {
            sent++;
            delivered.add(copy.householdId);
          } else failed++;
        }),
      );
    }
  }
  // A household none of whose copies left was not invited after all: it keeps its former date (or none).
  const undelivered = reached.filter((h) => !delivered.has(h.id));
  for (const household of undelivered)
    await db.update(households).set({ invitedAt: household.invitedAt }).where(eq(households.id, household.id));
  const invited = reached.length - undelivered.length;
  const message = [
    tCount('invitation.sent', invited),
    failed ? tCount('invitation.failed', failed) : null,
    unreachable.length ? tHousehold('invitation.unreachable', { names: unreachable.join(', ') }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return { invited, sent, failed, queued: 0, unreachable, live, message };
}
