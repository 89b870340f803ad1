// The couple's announcements to their guests on WhatsApp: who they would reach and how, send, and how each went.
import { Hono } from 'hono';
import { ZAnnouncementInput, ZAudienceQuery } from '../../../shared/schemas/announcements.ts';
import { listAnnouncements } from '../../announcements/list-announcements.ts';
import { reachGuests } from '../../announcements/reach-guests.ts';
import { sendAnnouncement } from '../../announcements/send-announcement.ts';
import { getOwnedWedding } from '../../weddings/owned-wedding.ts';
import { sessionUser } from '../middleware.ts';
import { parseWeddingId } from '../params.ts';
import { parseInput, readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';
import { throttle } from '../throttle.ts';
import { THROTTLES } from '../throttle-rules.ts';

export const announcementRoutes = new Hono<AppEnv>()
  .get('/weddings/:id/announcements', async (c) => {
    const user = sessionUser(c);
    return c.json(
      await listAnnouncements({
        db: c.env.db,
        weddingId: parseWeddingId(c.req.param('id')),
        user,
      }),
    );
  })
  .get('/weddings/:id/announcements/reach', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const { audience } = parseInput(ZAudienceQuery, {
      audience: c.req.query('audience'),
    });
    await getOwnedWedding({ db: c.env.db, weddingId: id, user });
    const { summary } = await reachGuests({
      db: c.env.db,
      config: c.env.config,
      weddingId: id,
      audience,
      now: new Date(),
    });
    return c.json(summary);
  })
  .post('/weddings/:id/announcements', throttle(THROTTLES.announcement), async (c) => {
    const user = sessionUser(c);
    const input = await readJson(c, ZAnnouncementInput);
    return c.json(
      await sendAnnouncement({
        db: c.env.db,
        config: c.env.config,
        weddingId: parseWeddingId(c.req.param('id')),
        user,
        input,
      }),
      201,
    );
  });
