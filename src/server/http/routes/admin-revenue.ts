// GET /api/admin/revenue?period= and its CSV export (mounted behind requireAdmin by admin.ts).
import { Hono } from 'hono';
import { ZRevenueQuery } from '../../../shared/schemas/admin-revenue.ts';
import { exportRevenueCsv } from '../../admin/export-revenue-csv.ts';
import { getRevenue } from '../../admin/get-revenue.ts';
import { parseInput } from '../read-input.ts';
import type { AppEnv } from '../types.ts';

export const adminRevenueRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { period } = parseInput(ZRevenueQuery, c.req.query());
    return c.json(await getRevenue({ db: c.env.db, period }), 200, { 'Cache-Control': 'no-store' });
  })
  .get('/export', async (c) => {
    const { period } = parseInput(ZRevenueQuery, c.req.query());
    const { filename, csv } = await exportRevenueCsv({ db: c.env.db, period });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    });
  });
