// What one guest message leads to: the reply, the message stored with it, what the conversation waits on next, and
// what else the exchange writes (an answer to the invitation, an opt-out, an erasure). Decided by reading only
// (answer-guest-message.ts), written in one go (store-exchange.ts).
import type { guests } from '../../../db/schema/index.ts';
import type { Language } from '../assistant/detect-language.ts';
import type { Rsvp } from '../assistant/rsvp/read-rsvp.ts';
import type { PendingChange, PendingRsvp } from '../assistant/rsvp/follow-up.ts';
import type { AnswerTrace } from '../assistant/types.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import type { InvitationState, InvitationTurn } from './invitation-conversation.ts';
import type { PendingChoice } from './pending-choice.ts';
import type { MessageKind } from './types.ts';

export type GuestRow = typeof guests.$inferSelect;

export type Exchange = {
  reply: string;
  /** Stored as a message of this wedding when set. */
  record?: {
    wedding: WeddingRow;
    /**
     * The guest's id, or the phone to bind to the wedding first (`start-`), to a guest of the list for a personal link;
     * null for « OUBLIE-MOI », whose trace keeps no guest, no text and no reply (the figures still count the request).
     */
    guest: { id: number } | { bind: { profileName: string | null; invited?: number | undefined } } | null;
    kind: MessageKind;
    source: string | null;
    confidence: number | null;
    answeredBy: 'engine' | 'model' | null;
    trace?: AnswerTrace | null;
    /** The confidence threshold of the moment an answer went out under it (auto-moderation off): flagged for review. */
    flaggedThreshold?: number | null;
  };
  /** The text stored for the guest's message when it is not what they wrote (« [Message vocal] » for a voice note). */
  storedText?: string;
  /** The choice (or the RSVP follow-up) the conversation now waits on; null clears the one it waited on. */
  pendingChoice?: PendingChoice | PendingRsvp | PendingChange | InvitationState | null;
  /** Quick-reply buttons of the invitation's conversation, sent after the reply. */
  buttons?: { intro: string; titles: string[]; language: Language } | null;
  /** The language the guest's message is written in, kept as theirs when none was yet (guests.spoken_language). */
  spokenLanguage?: Language;
  /** The guest picked a choice: the question that offered it is answered after all. */
  resolvesChoice?: boolean;
  /** STOP (`optedOut`: no automatic message nor announcement is sent to this guest any more), or START (again). */
  optOut?: { guestId: number; optedOut: boolean };
  /** An answer to the invitation, recorded on the guest. */
  rsvp?: { guestId: number; answer: Rsvp; partIds?: number[]; declinedPartIds?: number[] };
  /** « OUBLIE-MOI » (this wedding) or « OUBLIE-MOI PARTOUT » (each one): these guests and everything they wrote are
   * erased; nothing is stored. */
  forget?: { guestId: number; weddingId: number }[];
};

/** A reply of the assistant's own (opted out, unavailable, quota), stored as a system message. */
export function systemExchange(wedding: WeddingRow, guestId: number, reply: string): Exchange {
  return {
    reply,
    record: { wedding, guest: { id: guestId }, kind: 'system', source: null, confidence: null, answeredBy: null },
  };
}

/**
 * A guest's message the assistant does not answer and passes on to the couple: an open question of their inbox, stored
 * as `storedText` when that is not what they wrote.
 */
export function passedOnExchange(wedding: WeddingRow, guestId: number, reply: string, storedText?: string): Exchange {
  return {
    reply,
    ...(storedText === undefined ? {} : { storedText }),
    record: { wedding, guest: { id: guestId }, kind: 'question', source: null, confidence: null, answeredBy: null },
  };
}

/** A turn of the invitation's conversation, stored as an answer to the invitation. */
export function invitationExchange(
  wedding: WeddingRow,
  guest: GuestRow,
  turn: Extract<InvitationTurn, { kind: 'reply' }>,
): Exchange {
  return {
    reply: turn.reply,
    record: { wedding, guest: { id: guest.id }, kind: 'rsvp', source: null, confidence: null, answeredBy: null },
    pendingChoice: turn.pending,
    buttons: turn.buttons && turn.pending ? { ...turn.buttons, language: turn.pending.language } : null,
    ...(turn.record ? { rsvp: { guestId: guest.id, ...turn.record } } : {}),
  };
}
