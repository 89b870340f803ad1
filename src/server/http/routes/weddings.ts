// Wedding-scoped API of the couple space (spec 000 section 7). Every route checks owner or administrator.
import { Hono } from 'hono';
import { AppError } from '../../../shared/errors.ts';
import { t } from '../../../shared/messages/index.ts';
import {
  ZCreateCoupleWeddingRequest,
  ZCreateFaqForWeddingRequest,
  ZCreateWeddingRequest,
  ZReviewRequest,
  ZStopAssistantRequest,
  ZTestChatRequest,
  ZUpdateScheduledMessageRequest,
  ZUpdateWeddingRequest,
} from '../../../shared/schemas/weddings.ts';
import { listFaqs } from '../../faqs/list-faqs.ts';
import { listScheduledMessages } from '../../scheduled-messages/list-scheduled-messages.ts';
import { updateScheduledMessage } from '../../scheduled-messages/update-scheduled-message.ts';
import { createWedding } from '../../weddings/create-wedding.ts';
import { getWedding } from '../../weddings/get-wedding.ts';
import { getWeddingInsights } from '../../figures/get-wedding-insights.ts';
import { getWeddingStats } from '../../figures/get-wedding-stats.ts';
import { testAssistant } from '../../whatsapp/test-assistant.ts';
import { listUserWeddings } from '../../weddings/list-user-weddings.ts';
import { stopAssistant } from '../../weddings/stop-assistant.ts';
import { submitReview } from '../../weddings/submit-review.ts';
import { toggleBot } from '../../weddings/toggle-bot.ts';
import { updateWedding } from '../../weddings/update-wedding.ts';
import { sessionUser } from '../middleware.ts';
import { accessibleWeddingOf } from '../wedding-of-path.ts';
import { respondCreatedFaq } from './faqs.ts';
import { parseId, parseWeddingId } from '../params.ts';
import { readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';
import type { TReviewResponse } from '../../../shared/schemas/weddings.ts';
import { throttle } from '../throttle.ts';
import { THROTTLES } from '../throttle-rules.ts';

function assertOwnUserId(bodyUserId: string | undefined, sessionUserId: string) {
  if (bodyUserId !== undefined && bodyUserId !== sessionUserId)
    throw new AppError('FORBIDDEN', t('wedding.userMismatch'));
}

export const weddingRoutes = new Hono<AppEnv>()
  .get('/weddings-by-user/:userId', async (c) => {
    const user = sessionUser(c);
    return c.json(await listUserWeddings({ db: c.env.db, userId: c.req.param('userId'), user }));
  })
  .post('/weddings', throttle(THROTTLES.weddingCreation), async (c) => {
    const user = sessionUser(c);
    const { userId, ...fields } = await readJson(c, ZCreateWeddingRequest);
    assertOwnUserId(userId, user.id);
    return c.json(await createWedding({ db: c.env.db, config: c.env.config, userId: user.id, fields }), 201);
  })
  // /couple-complete-signup: a couple's first wedding; sent twice (double click, reload), it answers the same one.
  .post('/create-couple-authenticated', throttle(THROTTLES.weddingCreation), async (c) => {
    const user = sessionUser(c);
    const {
      userId,
      totalPrice: _t,
      firstPaymentAmount: _f,
      remainingPaymentAmount: _r,
      ...fields
    } = await readJson(c, ZCreateCoupleWeddingRequest);
    assertOwnUserId(userId, user.id);
    const [existing] = await listUserWeddings({ db: c.env.db, userId: user.id, user });
    if (existing) return c.json(existing);
    return c.json(await createWedding({ db: c.env.db, config: c.env.config, userId: user.id, fields }), 201);
  })
  .get('/weddings/:id', async (c) => {
    const user = sessionUser(c);
    return c.json(await getWedding({ db: c.env.db, id: parseWeddingId(c.req.param('id')), user }));
  })
  .patch('/weddings/:id', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const changes = await readJson(c, ZUpdateWeddingRequest);
    return c.json(await updateWedding({ db: c.env.db, id, user, changes }));
  })
  .get('/weddings/:id/faqs', async (c) => {
    const user = sessionUser(c);
    return c.json(await listFaqs({ db: c.env.db, weddingId: parseWeddingId(c.req.param('id')), user }));
  })
  .post('/weddings/:id/faqs', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const { weddingId: _inPath, ...faq } = await readJson(c, ZCreateFaqForWeddingRequest);
    return respondCreatedFaq(c, { weddingId: id, user, faq });
  })
  .get('/weddings/:id/stats', async (c) => {
    const wedding = await accessibleWeddingOf(c);
    return c.json(await getWeddingStats({ db: c.env.db, weddingId: wedding.id }));
  })
  .get('/weddings/:id/insights', async (c) => {
    const wedding = await accessibleWeddingOf(c);
    return c.json(await getWeddingInsights({ db: c.env.db, weddingId: wedding.id }));
  })
  // "Tester": the same assistant as on WhatsApp, for the couple, without Twilio and without storing anything.
  .post('/weddings/:id/test-chat', throttle(THROTTLES.testChat), async (c) => {
    const wedding = await accessibleWeddingOf(c);
    const { text } = await readJson(c, ZTestChatRequest);
    return c.json(await testAssistant({ db: c.env.db, config: c.env.config, wedding, text }));
  })
  .get('/weddings/:id/scheduled-messages', async (c) => {
    const wedding = await accessibleWeddingOf(c);
    return c.json(await listScheduledMessages({ db: c.env.db, weddingId: wedding.id }));
  })
  .patch('/scheduled-messages/:id', async (c) => {
    const user = sessionUser(c);
    const id = parseId(c.req.param('id'), t('scheduled.notFound'));
    const changes = await readJson(c, ZUpdateScheduledMessageRequest);
    return c.json(await updateScheduledMessage({ db: c.env.db, id, user, changes }));
  })
  .post('/weddings/:id/bot/toggle', async (c) => {
    const user = sessionUser(c);
    return c.json(await toggleBot({ db: c.env.db, id: parseWeddingId(c.req.param('id')), user }));
  })
  .post('/weddings/:id/stop', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const { reason } = await readJson(c, ZStopAssistantRequest);
    return c.json(await stopAssistant({ db: c.env.db, id, user, reason }));
  })
  .post('/weddings/:id/review', async (c) => {
    const user = sessionUser(c);
    const id = parseWeddingId(c.req.param('id'));
    const { rating, comment } = await readJson(c, ZReviewRequest);
    return c.json<TReviewResponse, 201>(await submitReview({ db: c.env.db, id, user, rating, comment }), 201);
  });
