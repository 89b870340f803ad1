// What the assistant must know of the guest who asks: the parts of the day their household is invited to, and
// where they sit. One statement, so that a question still costs one round trip for its facts (run beside the FAQs).
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { guests, seatingTables, weddingParts } from '../../../db/schema/index.ts';
import { invitedToPartSql } from '../guests/invited-to-part.ts';
import type { GuestInvitation } from '../assistant/types.ts';
import { weddingPartKind } from '../../../db/schema/enums.ts';

const ZRow = z.object({
  parts: z
    .array(
      z.object({
        id: z.number(),
        kind: z.enum(weddingPartKind.enumValues),
        label: z.string().nullable(),
        date: z.string().nullable(),
        time: z.string().nullable(),
        venue: z.string().nullable(),
        address: z.string().nullable(),
        invited: z.boolean(),
      }),
    )
    .nullable(),
  table: z.string().nullable(),
});

/**
 * The guest's invitation: every part of the wedding's day with whether their household is invited to it (a
 * household with no invitation recorded, or a guest outside any household, is invited to all), and their table
 * (their own seat, else the one a member of their household sits at).
 */
export async function loadGuestInvitation(
  db: Pick<Database, 'execute'>,
  weddingId: number,
  guestId: number,
): Promise<GuestInvitation> {
  const result = await db.execute(sql`
    with me as (select ${guests.householdId} as household_id, ${guests.seatingTableId} as table_id
                from ${guests} where ${guests.id} = ${guestId})
    select
      (select json_agg(json_build_object(
          'id', p.id, 'kind', p.kind, 'label', p.label, 'date', p.date, 'time', p.time, 'venue', p.venue,
          'address', p.address,
          'invited', ${invitedToPartSql(sql`(select household_id from me)`, sql`p.id`)})
        order by p.position, p.id)
       from ${weddingParts} p where p.wedding_id = ${weddingId}) as parts,
      (select t.name from ${seatingTables} t
       where t.id = coalesce((select table_id from me),
         (select g.seating_table_id from ${guests} g
          where g.household_id = (select household_id from me) and g.seating_table_id is not null
          order by g.id limit 1))) as "table"`);
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  const row = ZRow.parse(rows[0]);
  return { parts: row.parts ?? [], table: row.table };
}
