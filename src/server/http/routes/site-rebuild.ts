// The static site's content pipeline seen from the API: an administrator may force a rebuild and follow it.
// (Page and social-link edits live in the back-office routes, which call requestSiteRebuild themselves.)
import { Hono } from 'hono';
import { getSiteRebuildStatus, requestSiteRebuild } from '../../content/request-site-rebuild.ts';
import { audited } from '../audited.ts';
import { requireAdmin } from '../middleware.ts';
import type { AppEnv } from '../types.ts';

export const siteRebuildRoutes = new Hono<AppEnv>()
  .post('/rebuild', requireAdmin, async (c) =>
    c.json(
      await audited(c, {
        action: 'site_build.request',
        targetType: 'site_build',
        write: (db) => requestSiteRebuild({ db, config: c.env.config }),
        afterOf: (status) => status,
        transactional: false,
      }),
      202,
    ),
  )
  .get('/rebuild-status', requireAdmin, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(getSiteRebuildStatus({ config: c.env.config }));
  });
