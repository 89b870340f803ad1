import type { Database } from '../../../db/client.ts';
import { tHousehold } from '../../shared/messages/households.ts';
import type { TWeddingPart } from '../../shared/schemas/households.ts';
import { partsOf } from './wedding-part-mirror.ts';

/** A part's name in the texts: the couple's own, else its kind's. */
export const partName = (part: { kind: TWeddingPart['kind']; label: string | null }) =>
  part.label ?? tHousehold(`part.kind.${part.kind}`);

/** The parts of a wedding's day, in order (the caller checked who may read them). */
export async function listWeddingParts({
  db,
  weddingId,
}: {
  db: Pick<Database, 'select'>;
  weddingId: number;
}): Promise<TWeddingPart[]> {
  const rows = await partsOf(db, weddingId);
  return rows.map((p) => ({
    id: p.id,
    kind: p.kind,
    label: p.label,
    name: partName(p),
    date: p.date,
    time: p.time,
    venue: p.venue,
    address: p.address,
    position: p.position,
  }));
}
