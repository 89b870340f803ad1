// Back office privacy: the retention periods and the audit log of administrators' writes (mounted behind
// requireAdmin by admin.ts).
import { Hono } from 'hono';
import { ZAdminAuditQuery } from '../../../shared/schemas/audit.ts';
import { ZUpdateRetentionSettingsRequest } from '../../../shared/schemas/retention.ts';
import { exportAuditLogCsv } from '../../audit/export-audit-log-csv.ts';
import { listAuditLog } from '../../audit/list-audit-log.ts';
import { getRetentionSettings } from '../../content/get-retention-settings.ts';
import { updateRetentionSettings } from '../../privacy/update-retention-settings.ts';
import { audited } from '../audited.ts';
import { parseInput, readJson } from '../read-input.ts';
import { noStoreHeaders } from '../security-headers.ts';
import type { AppEnv } from '../types.ts';
import { personalDataMasked } from '../support-access.ts';

export const adminPrivacyRoutes = new Hono<AppEnv>()
  .get('/retention-settings', async (c) => c.json(await getRetentionSettings({ db: c.env.db }), 200, noStoreHeaders))
  .put('/retention-settings', async (c) => {
    const input = await readJson(c, ZUpdateRetentionSettingsRequest);
    // Saving rebuilds the public site (the privacy policy states the periods): recorded after the write.
    return c.json(
      await audited(c, {
        action: 'retention_settings.update',
        targetType: 'retention_settings',
        write: (db) => updateRetentionSettings({ db, config: c.env.config, input }),
        transactional: false,
      }),
    );
  })
  .get('/audit-log', async (c) => {
    const query = parseInput(ZAdminAuditQuery, c.req.query());
    return c.json(
      await listAuditLog({ db: c.env.db, query, masked: personalDataMasked(c.get('user')) }),
      200,
      noStoreHeaders,
    );
  })
  .get('/audit-log/export', async (c) => {
    const query = parseInput(ZAdminAuditQuery, c.req.query());
    const { filename, csv } = await exportAuditLogCsv({
      db: c.env.db,
      query,
      masked: personalDataMasked(c.get('user')),
    });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      ...noStoreHeaders,
    });
  });
