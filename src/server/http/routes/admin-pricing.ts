// Plans and discount codes of the back office (mounted at /api/admin/pricing behind requireAdmin by admin.ts).
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import {
  ZAdminDiscountsQuery,
  ZAdminUpdatePlanRequest,
  ZCreateDiscountRequest,
  ZUpdateDiscountRequest,
} from '../../../shared/schemas/admin-pricing.ts';
import { createDiscountCode } from '../../pricing/create-discount-code.ts';
import { deleteDiscountCode } from '../../pricing/delete-discount-code.ts';
import { getPricingAnalytics } from '../../pricing/get-pricing-analytics.ts';
import { listAllPlans } from '../../pricing/list-all-plans.ts';
import { listDiscountCodes } from '../../pricing/list-discount-codes.ts';
import { updateDiscountCode } from '../../pricing/update-discount-code.ts';
import { updatePlan } from '../../pricing/update-plan.ts';
import { audited } from '../audited.ts';
import { parseId } from '../params.ts';
import { parseInput, readJson } from '../read-input.ts';
import { noStoreHeaders } from '../security-headers.ts';
import type { AppEnv } from '../types.ts';
import type { TAdminOk } from '../../../shared/schemas/admin.ts';

export const adminPricingRoutes = new Hono<AppEnv>()
  .get('/plans', async (c) => c.json(await listAllPlans({ db: c.env.db }), 200, noStoreHeaders))
  .patch('/plans/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.pricing.plan.notFound'));
    const changes = await readJson(c, ZAdminUpdatePlanRequest);
    return c.json(
      await audited(c, {
        action: 'plan.update',
        targetType: 'plan',
        targetId: String(id),
        write: (db) => updatePlan({ db, id, changes }),
      }),
    );
  })
  .get('/analytics', async (c) => c.json(await getPricingAnalytics({ db: c.env.db }), 200, noStoreHeaders))
  .get('/discounts', async (c) => {
    const query = parseInput(ZAdminDiscountsQuery, c.req.query());
    return c.json(await listDiscountCodes({ db: c.env.db, query }), 200, noStoreHeaders);
  })
  .post('/discounts', async (c) => {
    const input = await readJson(c, ZCreateDiscountRequest);
    const code = await audited(c, {
      action: 'discount_code.create',
      targetType: 'discount_code',
      write: (db) => createDiscountCode({ db, input }),
      idOf: (d) => d.id,
    });
    return c.json(code, 201);
  })
  .patch('/discounts/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.pricing.discount.notFound'));
    const changes = await readJson(c, ZUpdateDiscountRequest);
    return c.json(
      await audited(c, {
        action: 'discount_code.update',
        targetType: 'discount_code',
        targetId: String(id),
        write: (db) => updateDiscountCode({ db, id, changes }),
      }),
    );
  })
  .delete('/discounts/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.pricing.discount.notFound'));
    await audited(c, {
      action: 'discount_code.delete',
      targetType: 'discount_code',
      targetId: String(id),
      write: (db) => deleteDiscountCode({ db, id }),
    });
    return c.json<TAdminOk>({ ok: true, message: t('admin.pricing.discount.deleted') });
  });
