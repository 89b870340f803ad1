// The outbox keys of the WhatsApp copies a guest receives without having written: the invitation, its reminder, the
// question asked again of a guest who stopped halfway, and the automatic messages (« Messages automatiques »). Each key
// makes its send idempotent; its prefix says what the copy is, which the couple's screens read (the conversation, the
// households).
import type { TGuestCopyKind } from '../../shared/schemas/inbox.ts';

export const GUEST_COPY_PREFIX = {
  invitation: 'invitation:',
  reminder: 'rsvp-reminder:',
  nudge: 'rsvp-nudge:',
  automatic: 'scheduled:',
} as const satisfies Record<TOutboxCopyKind, string>;

/** The couple's announcements have their own table (announcement_deliveries), not the outbox. */
type TOutboxCopyKind = Exclude<TGuestCopyKind, 'announcement'>;

/** One invitation per sending: the couple may invite a household again. */
export const invitationKey = (householdId: number, guestId: number, now: Date) =>
  `${GUEST_COPY_PREFIX.invitation}${householdId}:guest:${guestId}:${now.getTime()}`;

/** One reminder per member, ever. */
export const reminderKey = (householdId: number, guestId: number) =>
  `${GUEST_COPY_PREFIX.reminder}${householdId}:guest:${guestId}`;

/** One nudge per unfinished step, identified by the guest's last interaction before it. */
export const nudgeKey = (guestId: number, step: string, part: number | null, lastInteraction: Date) =>
  `${GUEST_COPY_PREFIX.nudge}${guestId}:${step}:${part}:${lastInteraction.toISOString()}`;

/** The keys of one automatic message's copies start with this; each copy adds its guest's id. */
export const automaticMessageKeyPrefix = (messageId: number) => `${GUEST_COPY_PREFIX.automatic}${messageId}:guest:`;
export const automaticMessageKey = (messageId: number, guestId: number) =>
  `${automaticMessageKeyPrefix(messageId)}${guestId}`;

/** The guest a nudge's key names, right after the prefix. */
export const nudgedGuestOf = (dedupeKey: string) =>
  Number(dedupeKey.slice(GUEST_COPY_PREFIX.nudge.length).split(':')[0]);

/** What a copy sent to a guest is, from its key; null for a key of another kind (e-mails, payments…). */
export function guestCopyKindOf(dedupeKey: string | null): TOutboxCopyKind | null {
  if (!dedupeKey) return null;
  const kinds = Object.keys(GUEST_COPY_PREFIX) as TOutboxCopyKind[];
  return kinds.find((kind) => dedupeKey.startsWith(GUEST_COPY_PREFIX[kind])) ?? null;
}
