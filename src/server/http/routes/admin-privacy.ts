// Back office privacy: the retention periods (mounted behind requireAdmin by admin.ts).
import { Hono } from 'hono';
import { ZUpdateRetentionSettingsRequest } from '../../../shared/schemas/retention.ts';
import { getRetentionSettings } from '../../privacy/get-retention-settings.ts';
import { updateRetentionSettings } from '../../privacy/update-retention-settings.ts';
import { readJson } from '../read-input.ts';
import type { AppEnv } from '../types.ts';

const noStore = { 'Cache-Control': 'no-store' };

export const adminPrivacyRoutes = new Hono<AppEnv>()
  .get('/retention-settings', async (c) => c.json(await getRetentionSettings({ db: c.env.db }), 200, noStore))
  .put('/retention-settings', async (c) => {
    const input = await readJson(c, ZUpdateRetentionSettingsRequest);
    return c.json(await updateRetentionSettings({ db: c.env.db, input }));
  });
