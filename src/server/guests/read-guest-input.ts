import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TGuestFields } from '../../shared/schemas/guests.ts';
import { createHousehold, householdNameFor } from './ensure-household.ts';
import { householdByName } from './household-by-name.ts';
import { normalizePhone } from './normalize-phone.ts';
import type { ListedGuestFields } from './save-listed-guest.ts';

/** A phone as typed in E.164 (null when none was typed), or the French error of an invalid number. */
export function e164OrNone(phone: string | null): string | null {
  if (!phone) return null;
  const phoneNumber = normalizePhone(phone);
  if (!phoneNumber) throw new AppError('VALIDATION', tGuestList('guestList.error.phoneInvalid'));
  return phoneNumber;
}

/**
 * A guest's validated fields ready to save: the phone in E.164, and their household: the one named, else the one
 * they already have (`currentHouseholdId`), else a new household of their own.
 */
export async function toListedFields(
  tx: Pick<Database, 'select' | 'insert' | 'update'>,
  weddingId: number,
  fields: TGuestFields,
  currentHouseholdId: number | null,
): Promise<ListedGuestFields> {
  const phoneNumber = e164OrNone(fields.phone);
  const { phone: _raw, household, ...rest } = fields;
  const householdId = household
    ? await householdByName(tx, weddingId, household)
    : (currentHouseholdId ?? (await createHousehold(tx, weddingId, { name: householdNameFor(fields) })));
  return { ...rest, phoneNumber, householdId };
}

/** The guest of this wedding with that phone, if any. */
export async function guestWithPhone(db: Pick<Database, 'select'>, weddingId: number, phoneNumber: string | null) {
  if (!phoneNumber) return undefined;
  const [row] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.weddingId, weddingId), eq(guests.phoneNumber, phoneNumber)));
  return row;
}
