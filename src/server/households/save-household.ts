import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, householdInvitations, households, weddingParts } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tHousehold } from '../../shared/messages/households.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import type { ZHouseholdRequest } from '../../shared/schemas/households.ts';
import type * as z from '../../shared/schemas/zod-fr.ts';
import { createHousehold } from '../guests/ensure-household.ts';
import { normalizePhone } from '../guests/normalize-phone.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';
import { saveListedGuests } from '../guests/save-listed-guest.ts';

/**
 * A household as the couple makes or changes it: its name, its seats, the parts of the day it is invited to, and new
 * members (a phone is optional; one already on the list is refused rather than moved silently). Returns its id.
 */
export async function saveHousehold({
  db,
  weddingId,
  user,
  householdId,
  request,
}: {
  db: Database;
  weddingId: number;
  user: TSessionUser;
  householdId?: number;
  request: z.output<typeof ZHouseholdRequest>;
}): Promise<number> {
  await getOwnedWedding({ db, weddingId, user });
  const members = request.members.map((m) => {
    const phoneNumber = m.phone ? normalizePhone(m.phone) : null;
    if (m.phone && !phoneNumber) throw new AppError('VALIDATION', tHousehold('household.error.phoneInvalid'));
    return { ...m, phoneNumber };
  });
  const phones = members.flatMap((m) => (m.phoneNumber ? [m.phoneNumber] : []));
  if (new Set(phones).size !== phones.length) throw new AppError('CONFLICT', tHousehold('household.error.phoneTaken'));
  return db.transaction(async (tx) => {
    const partIds = [...new Set(request.partIds)];
    if (partIds.length) {
      const own = await tx
        .select({ id: weddingParts.id })
        .from(weddingParts)
        .where(and(eq(weddingParts.weddingId, weddingId), inArray(weddingParts.id, partIds)));
      if (own.length !== partIds.length) throw new AppError('VALIDATION', tHousehold('part.error.notFound'));
    }
    if (phones.length) {
      const taken = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), inArray(guests.phoneNumber, phones)));
      if (taken.length) throw new AppError('CONFLICT', tHousehold('household.error.phoneTaken'));
    }
    let id = householdId;
    if (id === undefined) {
      id = await createHousehold(tx, weddingId, { name: request.name, seats: request.seats, partIds });
    } else {
      const [updated] = await tx
        .update(households)
        .set({ name: request.name, seats: request.seats })
        .where(and(eq(households.id, id), eq(households.weddingId, weddingId)))
        .returning({ id: households.id });
      if (!updated) throw new AppError('NOT_FOUND', tHousehold('household.error.notFound'));
      await tx.delete(householdInvitations).where(eq(householdInvitations.householdId, id));
      if (partIds.length)
        await tx.insert(householdInvitations).values(partIds.map((partId) => ({ householdId: id!, partId })));
    }
    await saveListedGuests(
      tx,
      weddingId,
      members.map((m) => ({
        name: [m.firstName, m.lastName].filter(Boolean).join(' '),
        firstName: m.firstName,
        lastName: m.lastName,
        phoneNumber: m.phoneNumber,
        email: m.email,
        isChild: m.isChild,
        language: null,
        householdId: id!,
      })),
    );
    return id;
  });
}
