// A phone joining a wedding (`start-<weddingId>`, or a guest's personal link), the guest row it binds to, and which
// wedding a phone talks to now.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { Language } from '../assistant/detect-language.ts';
import { factsForGuest } from '../assistant/guest-facts.ts';
import { welcomeMessage } from '../assistant/welcome-message.ts';
import { connected, isConnected } from '../guests/connected.ts';
import { guestLanguageSql } from '../guests/guest-language.ts';
import { householdHasAnswered, rsvpDeadlinePassed } from '../guests/record-rsvp.ts';
import { INVITE_TOKEN_LENGTH } from '../weddings/generate-wedding-id.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { unavailabilityReason } from '../weddings/wedding-status.ts';
import { loadGuestInvitation } from './load-guest-invitation.ts';
import { languageOfPhone } from './phone-language.ts';
import { stateReply } from './state-reply.ts';
import type { Exchange } from './exchange.ts';
import type { InboundMessage } from './types.ts';

export type Binding = Awaited<ReturnType<typeof currentBinding>>;

/** `<weddingId>-<token>` of a personal link, or the plain `<weddingId>`. */
const PERSONAL_START = new RegExp(`^(.+)-([a-z2-9]{${INVITE_TOKEN_LENGTH}})$`);

/**
 * `start-<weddingId>`: this phone will talk to that wedding (its latest start wins) once the exchange is stored.
 * `start-<weddingId>-<token>` (a guest's personal link) binds the conversation to that guest of the couple's list.
 */
export async function joinWedding(
  db: Database,
  message: InboundMessage,
  publicId: string,
  now: Date,
): Promise<Exchange> {
  let [wedding] = await db.select().from(weddings).where(eq(weddings.weddingId, publicId)).limit(1);
  let listed: { id: number; language: Language } | undefined;
  const personal = wedding ? null : PERSONAL_START.exec(publicId);
  if (personal) {
    [wedding] = await db.select().from(weddings).where(eq(weddings.weddingId, personal[1]!)).limit(1);
    [listed] = wedding
      ? await db
          .select({ id: guests.id, language: guestLanguageSql })
          .from(guests)
          .where(and(eq(guests.weddingId, wedding.id), eq(guests.inviteToken, personal[2]!)))
      : [];
  }
  const invited = listed?.id;
  if (!wedding) return { reply: t('wa.unknownWedding') };
  const profileName = message.profileName?.trim().slice(0, 100) || null;
  const reason = unavailabilityReason(wedding, now);
  // The listed guest's language (guest-language.ts); the link's own text says nothing of anyone else's, their number's
  // country may (a Spanish number is welcomed in Spanish).
  const language = listed?.language ?? languageOfPhone(message.from) ?? 'fr';
  const reply = reason
    ? stateReply(reason, wedding, language)
    : await welcomeListed(db, wedding, listed, language, now);
  return {
    reply,
    record: {
      wedding,
      guest: { bind: { profileName, invited } },
      kind: 'join',
      source: null,
      confidence: null,
      answeredBy: null,
    },
  };
}

/**
 * The welcome, from what the guest's invitation includes when the link is a listed guest's: a household invited to
 * the vin d'honneur only is not suggested to ask when the ceremony begins.
 */
async function welcomeListed(
  db: Database,
  wedding: WeddingRow,
  listed: { id: number } | undefined,
  language: Language,
  now: Date,
) {
  const [answered, invitation] = listed
    ? await Promise.all([householdHasAnswered(db, listed.id), loadGuestInvitation(db, wedding.id, listed.id)])
    : [true, null];
  return welcomeMessage({
    wedding: factsForGuest(wedding, [], invitation).wedding,
    language,
    invitationOpen: Boolean(listed) && !answered && !rsvpDeadlinePassed(wedding.rsvpDeadline, now),
  });
}

export async function bindGuest(
  db: Database,
  wedding: WeddingRow,
  phone: string,
  { profileName, invited }: { profileName: string | null; invited?: number | undefined },
  now: Date,
) {
  if (invited) {
    // The guest the link was made for writes from another phone than the list says: unless that phone is already a
    // guest of this wedding, the listed guest takes it (the number the couple had was old or mistyped). A household's
    // link opened by a second member, once the first has written, makes that member a guest of the same household.
    const [own] = await db
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, phone)));
    const [listed] = await db
      .select({ boundAt: guests.boundAt, phone: guests.phoneNumber, householdId: guests.householdId })
      .from(guests)
      .where(eq(guests.id, invited));
    const takesIt = listed && (!isConnected(listed) || listed.phone === phone);
    if ((!own || own.id === invited) && takesIt) {
      // The couple's first name for a listed member stays; the WhatsApp profile's fills it only when there is none.
      await db
        .update(guests)
        .set({
          phoneNumber: phone,
          boundAt: now,
          ...(profileName ? { firstName: sql`coalesce(${guests.firstName}, ${profileName})` } : {}),
        })
        .where(eq(guests.id, invited));
      return invited;
    }
    if (!own && listed?.householdId) {
      const [member] = await db
        .insert(guests)
        .values({
          weddingId: wedding.id,
          phoneNumber: phone,
          firstName: profileName,
          householdId: listed.householdId,
          boundAt: now,
        })
        .returning({ id: guests.id });
      return member!.id;
    }
  }
  const [guest] = await db
    .insert(guests)
    .values({ weddingId: wedding.id, phoneNumber: phone, firstName: profileName, boundAt: now })
    .onConflictDoUpdate({
      target: [guests.weddingId, guests.phoneNumber],
      set: {
        boundAt: now,
        ...(profileName
          ? {
              firstName: sql`case when ${guests.listed} then coalesce(${guests.firstName}, excluded.first_name) else excluded.first_name end`,
            }
          : {}),
      },
    })
    .returning({ id: guests.id });
  return guest!.id;
}

/** Every wedding this number wrote to (its connected guest rows), with the couple's names to tell the guest which. */
export async function weddingsWrittenTo(db: Database, phone: string) {
  const rows = await db
    .select({ guestId: guests.id, weddingId: weddings.id, bride: weddings.brideName, groom: weddings.groomName })
    .from(guests)
    .innerJoin(weddings, eq(weddings.id, guests.weddingId))
    .where(and(eq(guests.phoneNumber, phone), connected))
    .orderBy(asc(weddings.id));
  return rows.map((row) => ({ guestId: row.guestId, weddingId: row.weddingId, name: `${row.bride} & ${row.groom}` }));
}

export async function currentBinding(db: Database, phone: string) {
  const [row] = await db
    .select({ guest: guests, wedding: weddings })
    .from(guests)
    .innerJoin(weddings, eq(weddings.id, guests.weddingId))
    .where(and(eq(guests.phoneNumber, phone), connected))
    .orderBy(desc(guests.boundAt), desc(guests.id))
    .limit(1);
  return row ?? null;
}
