// The invitation's conversation for one guest message: the guest's household read, the step waiting on their row,
// and the turn (invitation-conversation.ts); null when the message is not part of it or the answers are closed.
import type { Database } from '../../../db/client.ts';
import type { guests } from '../../../db/schema/index.ts';
import { detectLanguage } from '../assistant/detect-language.ts';
import { foldText, splitWords } from '../assistant/normalize-text.ts';
import { householdHasAnswered, rsvpDeadlinePassed } from '../guests/record-rsvp.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import {
  askInvitationStatus,
  continueInvitation,
  invitationTap,
  pendingInvitationOf,
  type InvitationTurn,
} from './invitation-conversation.ts';
import { asksToChangeAnswer } from './change-answer.ts';
import { loadInvitationHousehold } from './invitation-household.ts';
import { usualLanguageOf } from './phone-language.ts';
import type { InboundMessage } from './types.ts';

/** A guest's message, with what the invitation's conversation reads beside it. */
type GuestMessage = {
  db: Pick<Database, 'select'>;
  wedding: WeddingRow;
  guest: typeof guests.$inferSelect;
  message: InboundMessage;
  now: Date;
};

export async function invitationTurn({
  db,
  wedding,
  guest,
  message,
  now,
}: GuestMessage): Promise<InvitationTurn | null> {
  const state = pendingInvitationOf(guest.pendingChoice, now);
  const tapped = invitationTap(message.buttonPayload, message.body);
  // « Je voudrais modifier ma réponse » from a listed guest, once the confirmation's step is gone: asked again.
  const changing = !state && !tapped && guest.householdId !== null && asksToChangeAnswer(message.body);
  if ((!state && !tapped && !changing) || rsvpDeadlinePassed(wedding.rsvpDeadline, now)) return null;
  // A tap is in the template's French: the list's language says the guest's; their own words say it too, when they
  // tell one (« 2 » does not: the conversation's language, else the guest's usual one).
  const usual = state?.language ?? usualLanguageOf(guest, message.from);
  const language =
    guest.language ??
    (tapped || !message.body.trim() ? usual : detectLanguage(message.body, splitWords(foldText(message.body)), usual));
  if (changing) return askInvitationStatus(language, now);
  const household = await loadInvitationHousehold(db, { householdId: guest.householdId, wedding, language });
  if (!household) return null;
  return continueInvitation({
    state,
    household,
    text: message.body,
    payload: message.buttonPayload,
    language,
    now,
  });
}

/**
 * A message the RSVP reader could not read and that the assistant passed on as a statement (it asks nothing), from a
 * listed guest whose household has not answered yet: the invitation's question with its three answers. Null
 * otherwise.
 */
export async function askUnreadAnswer({
  db,
  wedding,
  guest,
  message,
  now,
}: GuestMessage): Promise<InvitationTurn | null> {
  if (!guest.householdId || rsvpDeadlinePassed(wedding.rsvpDeadline, now)) return null;
  if (await householdHasAnswered(db, guest.id)) return null;
  const usual = usualLanguageOf(guest, message.from);
  return askInvitationStatus(
    guest.language ?? detectLanguage(message.body, splitWords(foldText(message.body)), usual),
    now,
  );
}
