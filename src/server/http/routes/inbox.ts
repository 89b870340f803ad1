// The couple's inbox (« Messages » of /wedding/:id): open questions and guest conversations, the couple's replies
// on WhatsApp (sent again when one failed), a question closed without a reply, and how they hear of a new question.
import { Hono } from 'hono';
import { tInbox } from '../../../shared/messages/inbox.ts';
import { ZInboxReplyRequest, ZInboxSettingsRequest, type TInboxSettings } from '../../../shared/schemas/inbox.ts';
import { getOwnedInbox } from '../../inbox/owned-inbox.ts';
import { getConversation } from '../../inbox/get-conversation.ts';
import { listInbox } from '../../inbox/list-inbox.ts';
import { replyToQuestion } from '../../inbox/reply-to-question.ts';
import { resolveQuestion } from '../../inbox/resolve-question.ts';
import { retryCoupleReply } from '../../inbox/retry-couple-reply.ts';
import { updateInboxSettings } from '../../inbox/update-inbox-settings.ts';
import { sessionUser } from '../middleware.ts';
import { accessibleWeddingOf } from '../wedding-of-path.ts';
import { parseId, parseWeddingId } from '../params.ts';
import { readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';

export const inboxRoutes = new Hono<AppEnv>()
  .get('/weddings/:id/inbox', async (c) => {
    const user = sessionUser(c);
    return c.json(await listInbox({ db: c.env.db, weddingId: parseWeddingId(c.req.param('id')), user }));
  })
  .get('/weddings/:id/inbox/conversations/:guestId', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const guestId = parseId(c.req.param('guestId'), tInbox('inbox.error.guestNotFound'));
    return c.json(await getConversation({ db: c.env.db, weddingId: id, guestId, user }));
  })
  .get('/weddings/:id/inbox/settings', async (c) => {
    const wedding = await accessibleWeddingOf(c);
    return c.json<TInboxSettings>({ notifications: wedding.inboxNotifications });
  })
  .put('/weddings/:id/inbox/settings', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    // Another couple learns nothing, not even what the body should be.
    await getOwnedInbox({ db: c.env.db, weddingId: id, user });
    const input = await readJson(c, ZInboxSettingsRequest);
    return c.json(await updateInboxSettings({ db: c.env.db, weddingId: id, user, input }));
  })
  .post('/weddings/:id/inbox/:messageId/reply', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const messageId = parseId(c.req.param('messageId'), tInbox('inbox.error.questionNotFound'));
    await getOwnedInbox({ db: c.env.db, weddingId: id, user });
    const input = await readJson(c, ZInboxReplyRequest);
    return c.json(
      await replyToQuestion({ db: c.env.db, config: c.env.config, weddingId: id, messageId, user, input }),
      201,
    );
  })
  .post('/weddings/:id/inbox/replies/:replyId/retry', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const replyId = parseId(c.req.param('replyId'), tInbox('inbox.error.replyNotFound'));
    return c.json(await retryCoupleReply({ db: c.env.db, config: c.env.config, weddingId: id, replyId, user }));
  })
  .post('/weddings/:id/inbox/:messageId/resolve', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const messageId = parseId(c.req.param('messageId'), tInbox('inbox.error.questionNotFound'));
    return c.json(await resolveQuestion({ db: c.env.db, weddingId: id, messageId, user }));
  });
