import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { weddingParts } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tHousehold } from '../../shared/messages/households.ts';
import type { TWeddingPart } from '../../shared/schemas/households.ts';
import type { ZSaveWeddingPartsRequest } from '../../shared/schemas/households.ts';
import type * as z from '../../shared/schemas/zod-fr.ts';
import type { WeddingAccessOptions } from './get-accessible-wedding.ts';
import { getOwnedWedding } from './owned-wedding.ts';
import { listWeddingParts } from './list-wedding-parts.ts';
import { inviteHouseholdsToPart } from './invite-households-to-part.ts';
import { mirrorPartsToWedding } from './wedding-part-mirror.ts';

/**
 * The couple's day, in its order: parts kept by id are changed in place (their invitations and answers stay), new
 * ones are added (the whole list invited to them when asked), those left out removed; the wedding's ceremony and
 * reception fields follow.
 */
export async function saveWeddingParts({
  db,
  weddingId,
  user,
  request,
}: WeddingAccessOptions & { request: z.output<typeof ZSaveWeddingPartsRequest> }): Promise<TWeddingPart[]> {
  await getOwnedWedding({ db, weddingId, user });
  await db.transaction(async (tx) => {
    const ids = request.parts.flatMap((p) => (p.id ? [p.id] : []));
    if (ids.length) {
      const own = await tx
        .select({ id: weddingParts.id })
        .from(weddingParts)
        .where(and(eq(weddingParts.weddingId, weddingId), inArray(weddingParts.id, ids)));
      if (own.length !== new Set(ids).size) throw new AppError('VALIDATION', tHousehold('part.error.notFound'));
    }
    await tx
      .delete(weddingParts)
      .where(and(eq(weddingParts.weddingId, weddingId), ids.length ? notInArray(weddingParts.id, ids) : undefined));
    for (const [position, { id, inviteAll, ...fields }] of request.parts.entries()) {
      if (id) {
        await tx
          .update(weddingParts)
          .set({ ...fields, position })
          .where(eq(weddingParts.id, id));
        continue;
      }
      const [made] = await tx
        .insert(weddingParts)
        .values({ ...fields, weddingId, position })
        .returning({ id: weddingParts.id });
      if (inviteAll) await inviteHouseholdsToPart(tx, weddingId, made!.id);
    }
    await mirrorPartsToWedding(tx, weddingId);
  });
  return listWeddingParts({ db, weddingId });
}
