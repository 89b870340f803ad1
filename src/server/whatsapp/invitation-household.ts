// What the invitation's conversation reads of a guest's household: the parts it is invited to (in the day's order),
// its seats (if the couple set them) and members, its answers so far and its dietary notes.
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdAnswers, householdInvitations, households, weddingParts } from '../../../db/schema/index.ts';
import type { Language } from '../assistant/detect-language.ts';
import { couple } from '../assistant/replies.ts';
import { partName as spokenPartName } from '../assistant/part-details.ts';
import { partName } from '../weddings/list-wedding-parts.ts';
import type { WeddingRow } from '../weddings/to-wedding-dto.ts';
import { upperFirst } from '../../shared/messages/format-message.ts';
import type { TWeddingPart } from '../../shared/schemas/households.ts';
import type { InvitationHousehold } from './invitation-conversation.ts';

/** Null for a guest outside any household (someone who wrote without being listed). */
export async function loadInvitationHousehold(
  db: Pick<Database, 'select'>,
  { householdId, wedding, language }: { householdId: number | null; wedding: WeddingRow; language: Language },
): Promise<InvitationHousehold | null> {
  if (householdId === null) return null;
  const [[household], [{ members } = { members: 1 }], parts, answers] = await Promise.all([
    db
      .select({ seats: households.seats, dietaryNotes: households.dietaryNotes })
      .from(households)
      .where(eq(households.id, householdId)),
    db.select({ members: count() }).from(guests).where(eq(guests.householdId, householdId)),
    db
      .select({ id: weddingParts.id, kind: weddingParts.kind, label: weddingParts.label })
      .from(householdInvitations)
      .innerJoin(weddingParts, eq(weddingParts.id, householdInvitations.partId))
      .where(eq(householdInvitations.householdId, householdId))
      .orderBy(asc(weddingParts.position), asc(weddingParts.id)),
    db
      .select({
        partId: householdAnswers.partId,
        status: householdAnswers.status,
        partySize: householdAnswers.partySize,
      })
      .from(householdAnswers)
      .where(eq(householdAnswers.householdId, householdId)),
  ]);
  if (!household) return null;
  return {
    parts: parts.length
      ? parts.map((p) => ({ id: p.id, name: nameIn(p, language), kind: p.kind, label: p.label }))
      : [{ id: null, name: null }],
    seats: household.seats,
    members: Math.max(1, members),
    answers,
    dietaryNotes: household.dietaryNotes,
    couple: couple({ bride: wedding.brideName, groom: wedding.groomName }, language),
  };
}

/**
 * A part as the guest reads it: in French, the name the couple sees on their screens (« Vin d’honneur »); in English or
 * Spanish, the kind's name in that language ("The civil ceremony"), unless the couple named the part themselves.
 */
function nameIn(part: { kind: TWeddingPart['kind']; label: string | null }, language: Language) {
  return language === 'fr' ? partName(part) : upperFirst(spokenPartName(part, language));
}
