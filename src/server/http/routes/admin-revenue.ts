// GET /api/admin/revenue?period=, its CSV export, the transactions list and refunds (mounted behind requireAdmin
// by admin.ts).
import { Hono } from 'hono';
import { AppError } from '../../../shared/errors.ts';
import { t } from '../../../shared/messages/index.ts';
import { ZAdminTransactionsQuery, ZRefundRequest, ZRevenueQuery } from '../../../shared/schemas/admin-revenue.ts';
import { exportRevenueCsv } from '../../revenue/export-revenue-csv.ts';
import { getRevenue } from '../../revenue/get-revenue.ts';
import { getTransaction, listTransactions } from '../../revenue/list-transactions.ts';
import { listRefusedPaymentEvents } from '../../payments/list-refused-payment-events.ts';
import { refundPayment } from '../../payments/refund-payment.ts';
import { parseId } from '../params.ts';
import { audited } from '../audited.ts';
import { parseInput, readJson } from '../read-input.ts';
import { noStoreHeaders } from '../security-headers.ts';
import type { AppEnv } from '../types.ts';
import { personalDataMasked } from '../support-access.ts';
import type { TRefundResponse } from '../../../shared/schemas/admin-revenue.ts';

export const adminRevenueRoutes = new Hono<AppEnv>()
  .get('/revenue', async (c) => {
    const { period } = parseInput(ZRevenueQuery, c.req.query());
    return c.json(await getRevenue({ db: c.env.db, period }), 200, noStoreHeaders);
  })
  .get('/revenue/export', async (c) => {
    const { period } = parseInput(ZRevenueQuery, c.req.query());
    const { filename, csv } = await exportRevenueCsv({ db: c.env.db, period });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      ...noStoreHeaders,
    });
  })
  // Signed payment events refused for disagreeing with our own order: booked nothing, to be looked at.
  .get('/payment-events/refused', async (c) =>
    c.json(await listRefusedPaymentEvents({ db: c.env.db }), 200, noStoreHeaders),
  )
  .get('/transactions', async (c) => {
    const query = parseInput(ZAdminTransactionsQuery, c.req.query());
    return c.json(
      await listTransactions({ db: c.env.db, query, masked: personalDataMasked(c.get('user')) }),
      200,
      noStoreHeaders,
    );
  })
  .get('/transactions/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.refund.notFound'));
    const transaction = await getTransaction(c.env.db, id);
    if (!transaction) throw new AppError('NOT_FOUND', t('admin.refund.notFound'));
    return c.json(transaction, 200, noStoreHeaders);
  })
  .post('/transactions/:id/refund', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.refund.notFound'));
    const { amountCents } = await readJson(c, ZRefundRequest);
    // The refund calls the payment provider: recorded once it succeeded, not in one transaction with it.
    const result = await audited(c, {
      action: 'transaction.refund',
      targetType: 'transaction',
      targetId: String(id),
      write: (db) =>
        refundPayment({ db, config: c.env.config, transactionId: id, amountCents, actorId: c.get('user')!.id }),
      transactional: false,
    });
    const transaction = await getTransaction(c.env.db, id);
    return c.json<TRefundResponse>({
      transaction: transaction!,
      message: t(result.status === 'pending' ? 'payment.refund.pending' : 'payment.refund.done'),
    });
  });
