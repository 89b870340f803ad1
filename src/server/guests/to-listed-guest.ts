import type { guests } from '../../../db/schema/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import type { TListedGuest } from '../../shared/schemas/guests.ts';

export type GuestRow = typeof guests.$inferSelect;

/** `a•••@example.com`: enough for an administrator to tell two guests apart, not to write to them. */
export function maskEmail(email: string) {
  const at = email.indexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

/** A guest as the lists show it; `reveal` false (an administrator) masks the phone and the e-mail. */
export function toListedGuest(g: GuestRow, reveal: boolean): TListedGuest {
  return {
    id: g.id,
    weddingId: g.weddingId,
    name: g.name ?? ([g.firstName, g.lastName].filter(Boolean).join(' ') || null),
    phoneNumber: reveal ? g.phoneNumber : maskPhoneNumber(g.phoneNumber),
    household: g.household,
    language: g.language,
    email: g.email && !reveal ? maskEmail(g.email) : g.email,
    listed: g.listed,
    hasWritten: g.boundAt !== null,
    lastInteraction: g.lastInteraction?.toISOString() ?? null,
    messageCount: g.messageCount,
    optedOut: g.optedOut,
    rsvp: g.rsvpStatus
      ? { status: g.rsvpStatus, partySize: g.rsvpPartySize, dietaryNotes: g.rsvpDietaryNotes, answeredAt: (g.rsvpAt ?? g.createdAt).toISOString() }
      : null,
    createdAt: g.createdAt.toISOString(),
  };
}
