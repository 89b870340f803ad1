// The wedding's ceremony and reception fields are read by the assistant and the spec's API; their one home is the
// parts of the day. These rules say which part each mirrors, both ways.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { weddingParts, weddings } from '../../../db/schema/index.ts';
import {
  CEREMONY_PART_KINDS,
  mirroredPartOf,
  mirroredFields,
  RECEPTION_PART_KINDS,
} from '../../shared/wedding-part-kinds.ts';
import { inviteHouseholdsToPart } from './invite-households-to-part.ts';

type Tx = Pick<Database, 'select' | 'selectDistinct' | 'update' | 'insert'>;

export const partsOf = (tx: Pick<Database, 'select'>, weddingId: number) =>
  tx
    .select()
    .from(weddingParts)
    .where(eq(weddingParts.weddingId, weddingId))
    .orderBy(asc(weddingParts.position), asc(weddingParts.id));

type FieldChanges = Partial<
  Record<
    'ceremonyVenue' | 'ceremonyAddress' | 'ceremonyTime' | 'receptionVenue' | 'receptionAddress' | 'receptionTime',
    string | null
  >
>;

/**
 * The ceremony and reception fields written through the wedding (the form, the spec's API) go to the parts they
 * stand for (mirroredPartOf), made when the wedding has none yet (a new wedding gets both).
 */
export async function writeFieldsToParts(tx: Tx, weddingId: number, changes: FieldChanges) {
  const parts = await partsOf(tx, weddingId);
  const sides = [
    {
      kinds: CEREMONY_PART_KINDS,
      kind: 'ceremony' as const,
      venue: changes.ceremonyVenue,
      address: changes.ceremonyAddress,
      time: changes.ceremonyTime,
      position: 0,
    },
    {
      kinds: RECEPTION_PART_KINDS,
      kind: 'reception' as const,
      venue: changes.receptionVenue,
      address: changes.receptionAddress,
      time: changes.receptionTime,
      position: 1,
    },
  ];
  for (const side of sides) {
    const set = Object.fromEntries(
      Object.entries({ venue: side.venue, address: side.address, time: side.time }).filter(([, v]) => v !== undefined),
    );
    const part = mirroredPartOf(parts, side.kinds);
    if (part) {
      if (Object.keys(set).length) await tx.update(weddingParts).set(set).where(eq(weddingParts.id, part.id));
    } else {
      const [made] = await tx
        .insert(weddingParts)
        .values({
          weddingId,
          kind: side.kind,
          position: parts.length ? Math.max(...parts.map((p) => p.position)) + 1 : side.position,
          ...set,
        })
        .returning({ id: weddingParts.id });
      // Every household is invited to the ceremony and the reception the wedding had from the start.
      await inviteHouseholdsToPart(tx, weddingId, made!.id);
    }
  }
}

/** After the parts changed: the wedding's mirrored fields follow. */
export async function mirrorPartsToWedding(tx: Tx, weddingId: number) {
  await tx
    .update(weddings)
    .set(mirroredFields(await partsOf(tx, weddingId)))
    .where(eq(weddings.id, weddingId));
}
