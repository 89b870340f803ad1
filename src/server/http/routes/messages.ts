// A wedding's latest messages (10 by default, at most 100), in both forms the screens use (`/messages/:weddingId`
// and `/messages?weddingId=`).
import { Hono } from 'hono';
import { listMessages } from '../../messages/list-messages.ts';
import { sessionUser } from '../middleware.ts';
import { parseWeddingId } from '../params.ts';
import type { AppEnv } from '../types.ts';

const messageLimit = (raw: string | undefined) => Math.min(Math.max(Number(raw) || 10, 1), 100);

export const messageRoutes = new Hono<AppEnv>()
  .get('/messages', async (c) => {
    const user = sessionUser(c);
    const limit = messageLimit(c.req.query('limit'));
    return c.json(
      await listMessages({ db: c.env.db, weddingId: parseWeddingId(c.req.query('weddingId')), user, limit }),
    );
  })
  .get('/messages/:weddingId', async (c) => {
    const user = sessionUser(c);
    const limit = messageLimit(c.req.query('limit'));
    return c.json(
      await listMessages({ db: c.env.db, weddingId: parseWeddingId(c.req.param('weddingId')), user, limit }),
    );
  });
