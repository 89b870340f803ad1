// Who is on the couple's list: a guest the couple added, imported, or took in from the answers outside it
// (accept-outside-answer.ts). A phone that only wrote to the assistant is not (« Réponses hors liste »): the couple's
// guest figures never count it.
import { and, eq } from 'drizzle-orm';
import { guests } from '../../../db/schema/index.ts';

export const listed = eq(guests.listed, true);

export const listedGuestsOf = (weddingId: number) => and(eq(guests.weddingId, weddingId), listed);
