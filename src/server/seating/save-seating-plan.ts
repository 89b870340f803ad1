import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guests, seatingTables } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { tHousehold } from '../../shared/messages/households.ts';
import type { ZSaveSeatingRequest } from '../../shared/schemas/households.ts';
import type * as z from '../../shared/schemas/zod-fr.ts';
import type { WeddingAccessOptions } from '../weddings/get-accessible-wedding.ts';
import { getOwnedWedding } from '../weddings/owned-wedding.ts';

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** The table of that name (made when missing), by id. */
export async function tableNamed(tx: Tx, weddingId: number, name: string, position: number): Promise<number> {
  const [row] = await tx
    .insert(seatingTables)
    .values({ weddingId, name, position })
    .onConflictDoUpdate({ target: [seatingTables.weddingId, seatingTables.name], set: { position } })
    .returning({ id: seatingTables.id });
  return row!.id;
}

/** The whole plan as the couple arranges it: tables in order, who sits at each; tables left out are removed (their guests unseated). */
export async function saveSeatingPlan({
  db,
  weddingId,
  user,
  request,
}: WeddingAccessOptions & { request: z.output<typeof ZSaveSeatingRequest> }) {
  await getOwnedWedding({ db, weddingId, user });
  const names = request.tables.map((t) => t.name.toLowerCase());
  if (new Set(names).size !== names.length)
    throw new AppError('VALIDATION', tHousehold('seating.error.duplicateTable'));
  const guestIds = request.tables.flatMap((t) => t.guestIds);
  if (new Set(guestIds).size !== guestIds.length) throw new AppError('VALIDATION', tHousehold('seating.error.twice'));
  await db.transaction(async (tx) => {
    if (guestIds.length) {
      const own = await tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), inArray(guests.id, guestIds)));
      if (own.length !== guestIds.length) throw new AppError('VALIDATION', tHousehold('seating.error.unknownId'));
    }
    await tx.update(guests).set({ seatingTableId: null }).where(eq(guests.weddingId, weddingId));
    const kept: number[] = [];
    for (const [position, table] of request.tables.entries()) {
      const id = table.id
        ? ((
            await tx
              .update(seatingTables)
              .set({ name: table.name, position })
              .where(and(eq(seatingTables.id, table.id), eq(seatingTables.weddingId, weddingId)))
              .returning({ id: seatingTables.id })
          )[0]?.id ?? null)
        : await tableNamed(tx, weddingId, table.name, position);
      if (id === null) throw new AppError('VALIDATION', tHousehold('seating.error.unknownTable'));
      kept.push(id);
      if (table.guestIds.length)
        await tx.update(guests).set({ seatingTableId: id }).where(inArray(guests.id, table.guestIds));
    }
    await tx
      .delete(seatingTables)
      .where(and(eq(seatingTables.weddingId, weddingId), kept.length ? notInArray(seatingTables.id, kept) : undefined));
  });
}
