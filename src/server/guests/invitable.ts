// Who the invitation and its reminder reach: a member of a household on the couple's list, with a phone, who did
// not answer STOP (unlike the automatic messages, they go to guests who never wrote).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests } from '../../../db/schema/index.ts';
import { guestLanguageSql } from './guest-language.ts';

export const invitable = and(eq(guests.listed, true), isNotNull(guests.phoneNumber), eq(guests.optedOut, false));

/** The members of these households the invitation reaches, with the phone and language it is sent in. */
export function invitableMembersOf(db: Pick<Database, 'select'>, householdIds: number[]) {
  return db
    .select({ id: guests.id, householdId: guests.householdId, phone: guests.phoneNumber, language: guestLanguageSql })
    .from(guests)
    .where(and(inArray(guests.householdId, householdIds), invitable));
}
