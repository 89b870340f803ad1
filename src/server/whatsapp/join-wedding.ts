// A phone joining a wedding (`start-<weddingId>`, or a guest's personal link), the guest row it binds to, and which
// wedding a phone talks to now.
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { coupleReplies, guests, households, messages, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { Language } from '../assistant/detect-language.ts';
import { factsForGuest } from '../assistant/guest-facts.ts';
import { welcomeMessage } from '../assistant/welcome-message.ts';
import { connected, isConnected } from '../guests/connected.ts';
import { guestLanguageSql } from '../guests/guest-language.ts';
import { displayName } from '../guests/to-listed-guest.ts';
import { foldText } from '../assistant/normalize-text.ts';
import { householdHasAnswered, rsvpDeadlinePassed } from '../guests/record-rsvp.ts';
import { INVITE_TOKEN_LENGTH } from '../weddings/generate-wedding-id.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { unavailabilityReason } from '../weddings/wedding-status.ts';
import { loadGuestInvitation } from './load-guest-invitation.ts';
import { pendingChoiceOf } from './pending-choice.ts';
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
  let listed: LinkGuest | undefined;
  const personal = wedding ? null : PERSONAL_START.exec(publicId);
  if (personal) {
    [wedding] = await db.select().from(weddings).where(eq(weddings.weddingId, personal[1]!)).limit(1);
    [listed] = wedding
      ? await db
          .select({
            id: guests.id,
            language: guestLanguageSql,
            householdId: guests.householdId,
            boundAt: guests.boundAt,
          })
          .from(guests)
          .where(and(eq(guests.weddingId, wedding.id), eq(guests.inviteToken, personal[2]!)))
      : [];
  }
  if (!wedding) return { reply: t('wa.unknownWedding') };
  const profileName = message.profileName?.trim().slice(0, 100) || null;
  const reason = unavailabilityReason(wedding, now);
  // The listed guest's language (guest-language.ts); the link's own text says nothing of anyone else's, their number's
  // country may (a Spanish number is welcomed in Spanish).
  const language = listed?.language ?? languageOfPhone(message.from) ?? 'fr';
  const plan = listed ? await planPersonalJoin(db, wedding.id, listed, message.from, profileName) : {};
  const invited = plan.invited;
  const ask = reason ? null : (plan.ask ?? null);
  const welcome = reason
    ? stateReply(reason, wedding, language)
    : await welcomeListed(db, wedding, invited === undefined ? undefined : { id: invited }, language, now);
  const choice = ask ? claimChoice(ask, language, now) : null;
  return {
    reply: choice ? `${welcome}\n\n${choice.question}` : welcome,
    record: {
      wedding,
      guest: { bind: { profileName, invited } },
      kind: 'join',
      source: null,
      confidence: null,
      answeredBy: null,
    },
    ...(choice
      ? {
          pendingChoice: choice.pending,
          buttons: {
            intro: t(`wa.claim.tap.${language}`),
            titles: choice.pending.options.map((o) => o.label),
            language,
          },
        }
      : {}),
  };
}

type LinkGuest = { id: number; language: Language; householdId: number | null; boundAt: Date | null };
type ClaimAsk = { household: string; members: { id: number; name: string }[] };

/** What a pending choice's option stands for: claiming this member of the household, or none of them. */
const CLAIM_SOURCE = 'claim:';
const CLAIM_NONE = `${CLAIM_SOURCE}none`;
/** A choice holds ten options at most (pending-choice.ts), « none of them » being the last. */
const MAX_CLAIMABLE = 9;

/**
 * Who a phone opening a listed guest's personal link becomes. The household's own members (that guest, or another
 * member already on this phone) are theirs. Otherwise the phone may only claim a listed adult of that household who
 * never wrote (a child is not the one writing): the guest the link was made for (the number the couple had was old or
 * mistyped), or a member without a phone on the list. The one the WhatsApp profile's first name names alone is taken; the guest the link was made
 * for, when nobody else could be; else the guest is asked which. Nobody else joins the household: with no member left
 * to claim, the phone is a guest of the wedding's general link (their answer is outside the couple's list until the
 * couple takes it in).
 */
async function planPersonalJoin(
  db: Database,
  weddingId: number,
  listed: LinkGuest,
  phone: string,
  profileName: string | null,
): Promise<{ invited?: number; ask?: ClaimAsk }> {
  const [own] = await db
    .select({ id: guests.id, householdId: guests.householdId, listed: guests.listed })
    .from(guests)
    .where(and(eq(guests.weddingId, weddingId), eq(guests.phoneNumber, phone)));
  if (own && (own.id === listed.id || (own.householdId !== null && own.householdId === listed.householdId)))
    return { invited: own.id };
  // A phone that is someone else of the list, or answered on its own, stays who it is.
  if (own && (own.listed || own.householdId !== null)) return {};
  if (listed.householdId === null) return isConnected(listed) ? {} : { invited: listed.id };
  // Who this phone may be: the guest the link was made for while they never wrote, and the members without a phone.
  const candidates = await claimableMembers(db, listed.householdId, isConnected(listed) ? null : listed.id);
  if (!candidates.length) return {};
  const first = firstNameOf(profileName);
  const named = first ? candidates.filter((m) => firstNameOf(m.name) === first) : [];
  if (named.length === 1) return { invited: named[0]!.id };
  if (candidates.length === 1 && candidates[0]!.id === listed.id) return { invited: listed.id };
  const [household] = await db
    .select({ name: households.name })
    .from(households)
    .where(eq(households.id, listed.householdId));
  return { ask: { household: household?.name ?? '', members: candidates.slice(0, MAX_CLAIMABLE) } };
}

/** Who a phone may claim: a listed adult of the household who never wrote (a child is not offered as the writer). */
const claimable = and(eq(guests.listed, true), eq(guests.isChild, false), isNull(guests.boundAt));

/**
 * The claimable members of a household who have no phone on the list (a member without a mobile), and `linkGuest`
 * (the guest whose link it is) first, when given.
 */
async function claimableMembers(db: Pick<Database, 'select'>, householdId: number, linkGuest: number | null) {
  const rows = await db
    .select({ id: guests.id, name: guests.name, firstName: guests.firstName, lastName: guests.lastName })
    .from(guests)
    .where(
      and(
        eq(guests.householdId, householdId),
        claimable,
        linkGuest === null ? isNull(guests.phoneNumber) : or(isNull(guests.phoneNumber), eq(guests.id, linkGuest)),
      ),
    )
    .orderBy(sql`${guests.id} = ${linkGuest ?? -1} desc`, asc(guests.id));
  return rows.map((m) => ({ id: m.id, name: displayName(m) ?? '' })).filter((m) => m.name);
}

const firstNameOf = (name: string | null) => (name ? (foldText(name).split(/[^a-z0-9]+/)[0] ?? '') : '');

/** The numbered question « Qui êtes-vous ? » and the pending choice it leaves on the guest's row. */
function claimChoice(ask: ClaimAsk, language: Language, now: Date) {
  const options = [
    ...ask.members.map((m) => ({
      label: m.name,
      reply: t(`wa.claim.done.${language}`, { name: m.name, household: ask.household }),
      sources: [`${CLAIM_SOURCE}${m.id}`],
      confidence: 1,
    })),
    {
      label: t(`wa.claim.none.${language}`),
      reply: t(`wa.claim.outside.${language}`),
      sources: [CLAIM_NONE],
      confidence: 1,
    },
  ];
  const lines = options.map((o, i) => `${i + 1}. ${o.label}`).join('\n');
  return {
    question: t(`wa.claim.ask.${language}`, { household: ask.household, lines }),
    pending: pendingChoiceOf(options, language, now),
  };
}

/**
 * The guest's pick of a « Qui êtes-vous ? » choice (claimChoice), or null when the option picked is another kind of
 * choice: the member they named takes this phone if still nobody's (their messages so far go with it), else, or for
 * « none of them », they stay a guest of the general link.
 */
export async function claimExchange(
  db: Pick<Database, 'select'>,
  wedding: WeddingRow,
  guest: { id: number; householdId: number | null; listed: boolean },
  option: { reply: string; sources: string[] },
  language: Language,
  profileName: string | null,
): Promise<Exchange | null> {
  const source = option.sources[0] ?? '';
  if (!source.startsWith(CLAIM_SOURCE)) return null;
  const memberId = source === CLAIM_NONE ? null : Number(source.slice(CLAIM_SOURCE.length));
  const [member] = memberId
    ? await db
        .select({ householdId: guests.householdId })
        .from(guests)
        .where(and(eq(guests.id, memberId), eq(guests.weddingId, wedding.id), claimable))
    : [];
  const record = { wedding, kind: 'join', source: null, confidence: null, answeredBy: null } as const;
  if (!member || guest.listed || guest.householdId !== null)
    return {
      reply: t(`wa.claim.outside.${language}`),
      record: { ...record, guest: { id: guest.id } },
      pendingChoice: null,
    };
  return {
    reply: option.reply,
    record: {
      ...record,
      guest: { bind: { profileName: profileName?.trim().slice(0, 100) || null, invited: memberId! } },
    },
    pendingChoice: null,
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

/**
 * The guest row a joining phone is: `invited` (planned by planPersonalJoin or picked by claimExchange) when it is this
 * phone's already, or still nobody's (checked again here, in the exchange's transaction), else the phone's own row of
 * the wedding's general link. A general-link row with nothing of the list (no household) merges into the member it
 * claims.
 */
export async function bindGuest(
  db: Database,
  wedding: WeddingRow,
  phone: string,
  { profileName, invited }: { profileName: string | null; invited?: number | undefined },
  now: Date,
) {
  if (invited) {
    const [own] = await db
      .select({ id: guests.id, householdId: guests.householdId, listed: guests.listed })
      .from(guests)
      .where(and(eq(guests.weddingId, wedding.id), eq(guests.phoneNumber, phone)));
    const [member] = await db
      .select({ boundAt: guests.boundAt })
      .from(guests)
      .where(and(eq(guests.id, invited), eq(guests.weddingId, wedding.id)));
    const ownsIt = own?.id === invited;
    const free = member && !isConnected(member) && (!own || (!own.listed && own.householdId === null));
    if (member && (ownsIt || free)) {
      if (own && !ownsIt) await mergeGuestInto(db, own.id, invited);
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

/**
 * A general-link guest becoming the listed member they are: what they wrote so far, and the couple's replies to it,
 * go to the member's row, and their own row (which holds the phone) goes.
 */
async function mergeGuestInto(db: Database, fromId: number, intoId: number) {
  await db.update(messages).set({ guestId: intoId }).where(eq(messages.guestId, fromId));
  await db.update(coupleReplies).set({ guestId: intoId }).where(eq(coupleReplies.guestId, fromId));
  const [from] = await db.delete(guests).where(eq(guests.id, fromId)).returning();
  if (!from) return;
  await db
    .update(guests)
    .set({
      messageCount: sql`${guests.messageCount} + ${from.messageCount}`,
      lastInteraction: from.lastInteraction,
      spokenLanguage: sql`coalesce(${guests.spokenLanguage}, ${from.spokenLanguage})`,
      optedOut: from.optedOut,
    })
    .where(eq(guests.id, intoId));
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
