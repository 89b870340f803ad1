// Which guests the assistant talks to: those whose phone joined the conversation (`start-<weddingId>` or a first
// message). A guest the couple listed but who never wrote is not connected: no scheduled message reaches them, the
// couple's figures do not count them, and their phone is not bound to this wedding.
import { and, eq, isNotNull } from 'drizzle-orm';
import { guests } from '../../../db/schema/index.ts';

export const connected = isNotNull(guests.boundAt);

export const connectedGuestsOf = (weddingId: number) => and(eq(guests.weddingId, weddingId), connected);

/** The same rule on a guest already read. */
export const isConnected = (guest: { boundAt: Date | null }) => guest.boundAt !== null;
