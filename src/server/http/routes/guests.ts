// The guests of a wedding who wrote to its assistant, in both forms the screens use (`/guests/:weddingId` and
// `/guests?weddingId=`).
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import { listGuests } from '../../guests/list-guests.ts';
import { sessionUser } from '../middleware.ts';
import { parseId } from '../params.ts';
import type { AppEnv } from '../types.ts';

const weddingId = (raw: string | undefined) => parseId(raw, t('wedding.notFound'));

export const guestRoutes = new Hono<AppEnv>()
  .get('/guests', async (c) => {
    const user = sessionUser(c);
    return c.json(await listGuests({ db: c.env.db, weddingId: weddingId(c.req.query('weddingId')), user }));
  })
  .get('/guests/:weddingId', async (c) => {
    const user = sessionUser(c);
    return c.json(await listGuests({ db: c.env.db, weddingId: weddingId(c.req.param('weddingId')), user }));
  });
