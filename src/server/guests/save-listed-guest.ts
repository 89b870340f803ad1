import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import type { TGuestFields } from '../../shared/schemas/guests.ts';
import { generateInviteToken } from '../weddings/generate-wedding-id.ts';
import type { GuestRow } from './to-listed-guest.ts';

type Tx = Pick<Database, 'insert'>;
export type ListedGuestFields = Omit<TGuestFields, 'phone' | 'household'> & {
  phoneNumber: string | null;
  householdId: number;
};

/**
 * Puts guests on the couple's list, in one statement. A phone already there (listed before, or a guest who wrote
 * first) is the same person: the row is completed, never doubled; what the couple leaves empty keeps its value. A
 * member without a phone is always a new row. A listed guest who has not written stays unbound (boundAt null) until
 * their first message. Phones must be distinct.
 */
export async function saveListedGuests(
  tx: Tx,
  weddingId: number,
  list: ListedGuestFields[],
): Promise<{ guest: GuestRow; created: boolean }[]> {
  if (!list.length) return [];
  const rows = await tx
    .insert(guests)
    .values(
      list.map((fields) => ({
        weddingId,
        phoneNumber: fields.phoneNumber,
        name: fields.name,
        firstName: fields.firstName,
        lastName: fields.lastName,
        householdId: fields.householdId,
        isChild: fields.isChild,
        language: fields.language,
        email: fields.email,
        listed: true,
        boundAt: null,
        inviteToken: generateInviteToken(),
      })),
    )
    .onConflictDoUpdate({
      target: [guests.weddingId, guests.phoneNumber],
      set: {
        listed: true,
        inviteToken: sql`coalesce(${guests.inviteToken}, excluded.invite_token)`,
        name: sql`excluded.name`,
        firstName: sql`coalesce(excluded.first_name, ${guests.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${guests.lastName})`,
        householdId: sql`excluded.household_id`,
        isChild: sql`excluded.is_child`,
        language: sql`coalesce(excluded.language, ${guests.language})`,
        email: sql`coalesce(excluded.email, ${guests.email})`,
      },
    })
    // xmax is 0 on a row this statement inserted, the updating transaction's id on one it updated.
    .returning({ ...getTableColumns(guests), inserted: sql<boolean>`(xmax = 0)` });
  return rows.map(({ inserted, ...guest }) => ({ guest, created: inserted }));
}
