// Who the invitation and its reminder reach: a member of a household on the couple's list, with a phone, who did
// not answer STOP (unlike the automatic messages, they go to guests who never wrote).
import { and, eq, isNotNull } from 'drizzle-orm';
import { guests } from '../../../db/schema/index.ts';

export const invitable = and(eq(guests.listed, true), isNotNull(guests.phoneNumber), eq(guests.optedOut, false));
