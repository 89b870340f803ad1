// A wedding's guests: those who wrote to its assistant, in both forms the screens use (`/guests/:weddingId` and
// `/guests?weddingId=`), and the couple's guest list (`/weddings/:id/guests`: list, add, edit, remove, CSV import).
import { Hono } from 'hono';
import { tGuestList } from '../../../shared/messages/guest-list.ts';
import { ZAcceptOutsideAnswer, ZGuestInput, ZImportMergeLines, ZRsvpFilter } from '../../../shared/schemas/guests.ts';
import type { TMessageResponse } from '../../../shared/schemas/message.ts';
import { acceptOutsideAnswer } from '../../guests/accept-outside-answer.ts';
import { addGuest } from '../../guests/add-guest.ts';
import { decodeGuestCsv } from '../../guests/decode-guest-csv.ts';
import { exportGuestsCsv } from '../../guests/export-guests-csv.ts';
import { summarizeRsvps } from '../../guests/summarize-rsvps.ts';
import { importGuests } from '../../guests/import-guests.ts';
import { listGuests } from '../../guests/list-guests.ts';
import { listWeddingGuests } from '../../guests/list-wedding-guests.ts';
import { removeGuest } from '../../guests/remove-guest.ts';
import { updateGuest } from '../../guests/update-guest.ts';
import { sessionUser } from '../middleware.ts';
import { parseId, parseWeddingId } from '../params.ts';
import { parseInput, readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';

const guestId = (raw: string | undefined) => parseId(raw, tGuestList('guestList.error.notFound'));

export const guestRoutes = new Hono<AppEnv>()
  .get('/guests', async (c) => {
    const user = sessionUser(c);
    return c.json(await listGuests({ db: c.env.db, weddingId: parseWeddingId(c.req.query('weddingId')), user }));
  })
  .get('/guests/:weddingId', async (c) => {
    const user = sessionUser(c);
    return c.json(await listGuests({ db: c.env.db, weddingId: parseWeddingId(c.req.param('weddingId')), user }));
  })
  .get('/weddings/:id/guests', async (c) => {
    const user = sessionUser(c);
    return c.json(
      await listWeddingGuests({
        db: c.env.db,
        config: c.env.config,
        weddingId: parseWeddingId(c.req.param('id')),
        user,
      }),
    );
  })
  .get('/weddings/:id/rsvp-summary', async (c) => {
    const user = sessionUser(c);
    return c.json(await summarizeRsvps({ db: c.env.db, weddingId: parseWeddingId(c.req.param('id')), user }));
  })
  // The list as a CSV file for the caterer (`?rsvp=yes` keeps those who come).
  .get('/weddings/:id/guests/export', async (c) => {
    const user = sessionUser(c);
    const filter = parseInput(ZRsvpFilter, c.req.query('rsvp'));
    const { filename, csv } = await exportGuestsCsv({
      db: c.env.db,
      weddingId: parseWeddingId(c.req.param('id')),
      user,
      filter,
    });
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    });
  })
  .post('/weddings/:id/guests', async (c) => {
    const user = sessionUser(c);
    const fields = await readJson(c, ZGuestInput);
    const { guest, created } = await addGuest({
      db: c.env.db,
      config: c.env.config,
      weddingId: parseWeddingId(c.req.param('id')),
      user,
      fields,
    });
    return c.json(guest, created ? 201 : 200);
  })
  // A CSV body (text/csv, its size bounded by body-limit.ts, UTF-8 or Windows-1252): a preview and each line's errors, nothing written;
  // `?commit=1` writes the valid lines; `&merge=3,7` confirms the merge of those duplicate lines (« Doublon »).
  .post('/weddings/:id/guests/import', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const csv = decodeGuestCsv(new Uint8Array(await c.req.arrayBuffer()));
    const merge = parseInput(ZImportMergeLines, c.req.query('merge'));
    return c.json(
      await importGuests({ db: c.env.db, weddingId: id, user, csv, commit: c.req.query('commit') === '1', merge }),
    );
  })
  .patch('/weddings/:id/guests/:guestId', async (c) => {
    const user = sessionUser(c);
    const fields = await readJson(c, ZGuestInput);
    return c.json(
      await updateGuest({
        db: c.env.db,
        config: c.env.config,
        weddingId: parseWeddingId(c.req.param('id')),
        guestId: guestId(c.req.param('guestId')),
        user,
        fields,
      }),
    );
  })
  // « Réponses hors liste »: the guest who answered goes on the list (a new household, or `householdId`'s), and counts.
  .post('/weddings/:id/guests/:guestId/accept', async (c) => {
    const user = sessionUser(c);
    const target = await readJson(c, ZAcceptOutsideAnswer);
    const { name, household } = await acceptOutsideAnswer({
      db: c.env.db,
      weddingId: parseWeddingId(c.req.param('id')),
      guestId: guestId(c.req.param('guestId')),
      user,
      target,
    });
    return c.json({
      message: tGuestList('guestList.outside.added', { name: name ?? tGuestList('guestList.noName'), household }),
    } satisfies TMessageResponse);
  })
  .delete('/weddings/:id/guests/:guestId', async (c) => {
    const user = sessionUser(c);
    await removeGuest({
      db: c.env.db,
      weddingId: parseWeddingId(c.req.param('id')),
      guestId: guestId(c.req.param('guestId')),
      user,
    });
    return c.json({ message: tGuestList('guestList.removed') } satisfies TMessageResponse);
  });
