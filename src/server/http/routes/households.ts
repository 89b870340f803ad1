// The wedding as French weddings are: the parts of the day (`/weddings/:id/parts`), the households (foyers) invited
// to them (`/weddings/:id/households`), and the table plan (`/weddings/:id/seating`, with its CSV import).
import { Hono, type Context } from 'hono';
import { tHousehold } from '../../../shared/messages/households.ts';
import type { TMessageResponse } from '../../../shared/schemas/message.ts';
import {
  ZHouseholdRequest,
  ZSaveSeatingRequest,
  ZSaveWeddingPartsRequest,
  ZSendInvitationsRequest,
} from '../../../shared/schemas/households.ts';
import { decodeGuestCsv } from '../../guests/decode-guest-csv.ts';
import { deleteHousehold } from '../../households/delete-household.ts';
import { inviteHouseholds } from '../../households/invite-households.ts';
import { listHouseholds } from '../../households/list-households.ts';
import { saveHousehold } from '../../households/save-household.ts';
import { getOwnedWedding } from '../../weddings/owned-wedding.ts';
import { getSeatingPlan } from '../../seating/get-seating-plan.ts';
import { importSeatingPlan } from '../../seating/import-seating-plan.ts';
import { saveSeatingPlan } from '../../seating/save-seating-plan.ts';
import { getAccessibleWedding } from '../../weddings/get-accessible-wedding.ts';
import { listWeddingParts } from '../../weddings/list-wedding-parts.ts';
import { saveWeddingParts } from '../../weddings/save-wedding-parts.ts';
import { sessionUser } from '../middleware.ts';
import { parseId, parseWeddingId } from '../params.ts';
import { readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';

const householdId = (raw: string | undefined) => parseId(raw, tHousehold('household.error.notFound'));

/** Another couple's wedding answers 404 before its body is read (as for an id that does not exist). */
async function owned(c: Context<AppEnv>) {
  const id = parseWeddingId(c.req.param('id'));
  await getOwnedWedding({ db: c.env.db, weddingId: id, user: sessionUser(c) });
  return id;
}

export const householdRoutes = new Hono<AppEnv>()
  .get('/weddings/:id/parts', async (c) => {
    const id = parseWeddingId(c.req.param('id'));
    await getAccessibleWedding({ db: c.env.db, id, user: sessionUser(c) });
    return c.json(await listWeddingParts({ db: c.env.db, weddingId: id }));
  })
  .put('/weddings/:id/parts', async (c) => {
    const id = await owned(c);
    const request = await readJson(c, ZSaveWeddingPartsRequest);
    return c.json(await saveWeddingParts({ db: c.env.db, weddingId: id, user: sessionUser(c), request }));
  })
  .get('/weddings/:id/households', async (c) =>
    c.json(await listHouseholds({ db: c.env.db, weddingId: parseWeddingId(c.req.param('id')), user: sessionUser(c) })),
  )
  .post('/weddings/:id/households', async (c) => {
    const wedding = await owned(c);
    const request = await readJson(c, ZHouseholdRequest);
    const id = await saveHousehold({ db: c.env.db, weddingId: wedding, user: sessionUser(c), request });
    return c.json({ id }, 201);
  })
  .put('/weddings/:id/households/:householdId', async (c) => {
    const wedding = await owned(c);
    const request = await readJson(c, ZHouseholdRequest);
    const id = await saveHousehold({
      db: c.env.db,
      weddingId: wedding,
      householdId: householdId(c.req.param('householdId')),
      user: sessionUser(c),
      request,
    });
    return c.json({ id });
  })
  .delete('/weddings/:id/households/:householdId', async (c) => {
    await deleteHousehold({
      db: c.env.db,
      weddingId: parseWeddingId(c.req.param('id')),
      householdId: householdId(c.req.param('householdId')),
      user: sessionUser(c),
    });
    return c.json({ message: tHousehold('household.deleted') } satisfies TMessageResponse);
  })
  // The invitation on WhatsApp, to some households or to every household not invited yet.
  .post('/weddings/:id/invitations', async (c) => {
    const wedding = await owned(c);
    const { householdIds } = await readJson(c, ZSendInvitationsRequest);
    return c.json(
      await inviteHouseholds({
        db: c.env.db,
        config: c.env.config,
        weddingId: wedding,
        user: sessionUser(c),
        householdIds,
      }),
    );
  })
  .get('/weddings/:id/seating', async (c) =>
    c.json(await getSeatingPlan({ db: c.env.db, weddingId: parseWeddingId(c.req.param('id')), user: sessionUser(c) })),
  )
  .put('/weddings/:id/seating', async (c) => {
    const id = await owned(c);
    const request = await readJson(c, ZSaveSeatingRequest);
    await saveSeatingPlan({ db: c.env.db, weddingId: id, user: sessionUser(c), request });
    return c.json(await getSeatingPlan({ db: c.env.db, weddingId: id, user: sessionUser(c) }));
  })
  // A CSV body (text/csv): `Table;Prénom;Nom`; a preview with each line's errors, `?commit=1` seats the lines placed.
  .post('/weddings/:id/seating/import', async (c) => {
    const csv = decodeGuestCsv(new Uint8Array(await c.req.arrayBuffer()));
    return c.json(
      await importSeatingPlan({
        db: c.env.db,
        weddingId: parseWeddingId(c.req.param('id')),
        user: sessionUser(c),
        csv,
        commit: c.req.query('commit') === '1',
      }),
    );
  });
