import { Hono } from 'hono';
import { listActivePlans } from '../../pricing/list-active-plans.ts';
import type { AppEnv } from '../types.ts';

export const pricingRoutes = new Hono<AppEnv>().get('/plans', async (c) => {
  const plans = await listActivePlans({ db: c.env.db });
  // Prices change in the back office: browsers revalidate instead of keeping a stale copy.
  c.header('Cache-Control', 'no-cache');
  return c.json(plans);
});
