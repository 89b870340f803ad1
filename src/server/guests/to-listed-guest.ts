import { asc, sql } from 'drizzle-orm';
import { guests } from '../../../db/schema/index.ts';
import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import type { TGuestRsvp, TListedGuest } from '../../shared/schemas/guests.ts';
import { personalWhatsappLink, whatsappNumber } from '../../shared/whatsapp-link.ts';
import type { Env } from '../env.ts';
import { isConnected } from './connected.ts';
import type { HouseholdInfo } from './household-context.ts';
import { countsInHeadcount, partySizeOf, uncountedAnswer } from './household-answer.ts';
import { maskEmail } from '../../shared/mask-email.ts';

export type GuestRow = typeof guests.$inferSelect;

/** The name the couple gave, else the WhatsApp profile's. */
export const displayName = (g: Pick<GuestRow, 'name' | 'firstName' | 'lastName'>) =>
  g.name ?? ([g.firstName, g.lastName].filter(Boolean).join(' ') || null);

/** The list's order, on screen and in its CSV: by household (none last), then name. */
export const guestListOrder = [
  sql`(select lower(h.name) from households h where h.id = ${guests.householdId}) asc nulls last`,
  asc(guests.householdId),
  sql`lower(coalesce(${guests.name}, ${guests.firstName}, '')) asc`,
  asc(guests.id),
];

/** Who reads a guest: the couple sees everything and gets the personal links; an administrator sees them masked. */
export type Reader = { reveal: true; link: { businessNumber: string; weddingId: string } } | { reveal: false };

/** The household's answer as every one of its members shows it. */
export function rsvpOfHousehold(household: HouseholdInfo | undefined): TGuestRsvp | null {
  if (!household || (!household.answer && !household.dietaryNotes)) return null;
  const answer = household.answer;
  return {
    status: answer?.status ?? null,
    partySize: answer?.partySize ?? null,
    uncounted: uncountedAnswer(answer),
    dietaryNotes: household.dietaryNotes,
    answeredAt: (answer?.answeredAt ?? new Date(0)).toISOString(),
    answeredBy: household.answeredBy,
    parts: household.answers.map((a) => {
      const partySize = partySizeOf(a.status, a.partySize);
      return {
        partId: a.partId,
        status: a.status,
        partySize,
        uncounted: uncountedAnswer({ status: a.status, partySize }),
      };
    }),
  };
}

/** A guest as the lists show it, with their household's name and answer. */
export function toListedGuest(g: GuestRow, reader: Reader, household: HouseholdInfo | undefined): TListedGuest {
  const reveal = reader.reveal;
  return {
    id: g.id,
    weddingId: g.weddingId,
    name: displayName(g),
    firstName: g.firstName,
    lastName: g.lastName,
    phoneNumber: g.phoneNumber && !reveal ? maskPhoneNumber(g.phoneNumber) : g.phoneNumber,
    household: household?.name ?? null,
    householdId: g.householdId,
    isChild: g.isChild,
    language: g.language,
    spokenLanguage: g.spokenLanguage,
    email: g.email && !reveal ? maskEmail(g.email) : g.email,
    listed: g.listed,
    hasWritten: isConnected(g),
    lastInteraction: g.lastInteraction?.toISOString() ?? null,
    messageCount: g.messageCount,
    optedOut: g.optedOut,
    personalLink:
      reader.reveal && g.inviteToken
        ? personalWhatsappLink(reader.link.businessNumber, reader.link.weddingId, g.inviteToken)
        : null,
    rsvp: rsvpOfHousehold(household),
    dietaryNotes: g.dietaryNotes,
    counted: household ? countsInHeadcount(household) : g.listed,
    createdAt: g.createdAt.toISOString(),
  };
}

/** The couple of this wedding reading its list. */
export const coupleReader = (wedding: { weddingId: string }, config: Pick<Env, 'TWILIO_WHATSAPP_NUMBER'>): Reader => ({
  reveal: true,
  link: { businessNumber: whatsappNumber(config), weddingId: wedding.weddingId },
});
