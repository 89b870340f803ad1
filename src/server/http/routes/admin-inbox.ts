// The dashboard's action inbox and its actions, each audited (mounted behind requireAdmin by admin.ts).
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import { getActionInbox } from '../../inbox/get-action-inbox.ts';
import { retryBalancePayment } from '../../inbox/retry-balance-payment.ts';
import { retryOutboxMessage } from '../../inbox/retry-outbox-message.ts';
import { sendBalanceLink } from '../../inbox/send-balance-link.ts';
import { audited } from '../audited.ts';
import { parseId } from '../params.ts';
import { noStoreHeaders } from '../security-headers.ts';
import type { AppEnv } from '../types.ts';

export const adminInboxRoutes = new Hono<AppEnv>()
  .get('/inbox', async (c) => c.json(await getActionInbox({ db: c.env.db }), 200, noStoreHeaders))
  .post('/inbox/balances/:id/retry', async (c) => {
    const weddingId = parseId(c.req.param('id'), t('admin.weddings.notFound'));
    // The provider is called: recorded after the charge, whatever its outcome.
    return c.json(
      await audited(c, {
        action: 'wedding.balance_retry',
        targetType: 'wedding',
        targetId: String(weddingId),
        write: (db) => retryBalancePayment({ db, config: c.env.config, weddingId }),
        transactional: false,
      }),
    );
  })
  .post('/inbox/balances/:id/send-link', async (c) => {
    const weddingId = parseId(c.req.param('id'), t('admin.weddings.notFound'));
    return c.json(
      await audited(c, {
        action: 'wedding.balance_link',
        targetType: 'wedding',
        targetId: String(weddingId),
        write: (db) => sendBalanceLink({ db, config: c.env.config, weddingId }),
        afterOf: (result) => result,
      }),
    );
  })
  .post('/inbox/outbox/:id/retry', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.inbox.outbox.notFound'));
    return c.json(
      await audited(c, {
        action: 'outbox.retry',
        targetType: 'outbox',
        targetId: String(id),
        write: (db) => retryOutboxMessage({ db, id }),
      }),
    );
  });
