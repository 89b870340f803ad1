import { asc, sql } from 'drizzle-orm';
import { guests } from '../../../db/schema/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import type { TListedGuest } from '../../shared/schemas/guests.ts';
import { personalWhatsappLink, whatsappNumber } from '../../shared/whatsapp-link.ts';
import type { Env } from '../env.ts';
import { isConnected } from './connected.ts';

export type GuestRow = typeof guests.$inferSelect;

/** The name the couple gave, else the WhatsApp profile's. */
export const displayName = (g: GuestRow) => g.name ?? ([g.firstName, g.lastName].filter(Boolean).join(' ') || null);

/** The list's order, on screen and in its CSV: by household (none last), then name. */
export const guestListOrder = [sql`lower(${guests.household}) asc nulls last`, sql`lower(coalesce(${guests.name}, ${guests.firstName}, '')) asc`, asc(guests.id)];

/** `a•••@example.com`: enough for an administrator to tell two guests apart, not to write to them. */
export function maskEmail(email: string) {
  const at = email.indexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

/** Who reads a guest: the couple sees everything and gets the personal links; an administrator sees them masked. */
export type Reader = { reveal: true; link: { businessNumber: string; weddingId: string } } | { reveal: false };

/** A guest as the lists show it. */
export function toListedGuest(g: GuestRow, reader: Reader): TListedGuest {
  const reveal = reader.reveal;
  return {
    id: g.id,
    weddingId: g.weddingId,
    name: displayName(g),
    phoneNumber: reveal ? g.phoneNumber : maskPhoneNumber(g.phoneNumber),
    household: g.household,
    language: g.language,
    email: g.email && !reveal ? maskEmail(g.email) : g.email,
    listed: g.listed,
    hasWritten: isConnected(g),
    lastInteraction: g.lastInteraction?.toISOString() ?? null,
    messageCount: g.messageCount,
    optedOut: g.optedOut,
    personalLink: reader.reveal && g.inviteToken ? personalWhatsappLink(reader.link.businessNumber, reader.link.weddingId, g.inviteToken) : null,
    rsvp: g.rsvpStatus || g.rsvpDietaryNotes
      ? { status: g.rsvpStatus, partySize: g.rsvpPartySize, dietaryNotes: g.rsvpDietaryNotes, answeredAt: (g.rsvpAt ?? g.createdAt).toISOString() }
      : null,
    createdAt: g.createdAt.toISOString(),
  };
}

/** The couple of this wedding reading its list. */
export const coupleReader = (wedding: { weddingId: string }, config: Pick<Env, 'TWILIO_WHATSAPP_NUMBER'>): Reader => ({
  reveal: true,
  link: { businessNumber: whatsappNumber(config), weddingId: wedding.weddingId },
});
