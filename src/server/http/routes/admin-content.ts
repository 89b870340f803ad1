// Content pages, social links and the launch setting (mounted behind requireAdmin by admin.ts); each save
// rebuilds the public site.
import { Hono } from 'hono';
import { t } from '../../../shared/messages/index.ts';
import { ZPageRequest, ZSaveSocialLinksRequest } from '../../../shared/schemas/admin-content.ts';
import { ZUpdateSiteSettingsRequest } from '../../../shared/schemas/content.ts';
import { getSiteSettings } from '../../content/get-site-settings.ts';
import { updateSiteSettings } from '../../content/update-site-settings.ts';
import { createPage } from '../../content/create-page.ts';
import { deletePage } from '../../content/delete-page.ts';
import { listPages } from '../../content/list-pages.ts';
import { listSocialLinks } from '../../content/list-social-links.ts';
import { saveSocialLinks } from '../../content/save-social-links.ts';
import { updatePage } from '../../content/update-page.ts';
import { audited } from '../audited.ts';
import { parseId } from '../params.ts';
import { readJson } from '../read-input.ts';
import { noStoreHeaders } from '../security-headers.ts';
import type { AppEnv } from '../types.ts';
import type { TAdminOk } from '../../../shared/schemas/admin.ts';

export const adminContentRoutes = new Hono<AppEnv>()
  .get('/pages', async (c) => c.json(await listPages({ db: c.env.db }), 200, noStoreHeaders))
  .post('/pages', async (c) => {
    const input = await readJson(c, ZPageRequest);
    // Content writes start a site rebuild: recorded after the write, not in its transaction.
    const page = await audited(c, {
      action: 'page.create',
      targetType: 'page',
      write: (db) => createPage({ db, config: c.env.config, input }),
      idOf: (p) => p.id,
      transactional: false,
    });
    return c.json(page, 201);
  })
  .put('/pages/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.pages.notFound'));
    const input = await readJson(c, ZPageRequest);
    return c.json(
      await audited(c, {
        action: 'page.update',
        targetType: 'page',
        targetId: String(id),
        write: (db) => updatePage({ db, config: c.env.config, id, input }),
        transactional: false,
      }),
    );
  })
  .delete('/pages/:id', async (c) => {
    const id = parseId(c.req.param('id'), t('admin.pages.notFound'));
    await audited(c, {
      action: 'page.delete',
      targetType: 'page',
      targetId: String(id),
      write: (db) => deletePage({ db, config: c.env.config, id }),
      transactional: false,
    });
    return c.json<TAdminOk>({ ok: true, message: t('admin.pages.deleted') });
  })
  .get('/social-links', async (c) => c.json(await listSocialLinks({ db: c.env.db }), 200, noStoreHeaders))
  .post('/social-links', async (c) => {
    const input = await readJson(c, ZSaveSocialLinksRequest);
    return c.json(
      await audited(c, {
        action: 'social_links.update',
        targetType: 'social_links',
        write: (db) => saveSocialLinks({ db, config: c.env.config, input }),
        transactional: false,
      }),
    );
  })
  .get('/site-settings', async (c) =>
    c.json(await getSiteSettings({ db: c.env.db, config: c.env.config }), 200, noStoreHeaders),
  )
  .put('/site-settings', async (c) => {
    const input = await readJson(c, ZUpdateSiteSettingsRequest);
    return c.json(
      await audited(c, {
        action: 'site_settings.update',
        targetType: 'site_settings',
        write: (db) => updateSiteSettings({ db, config: c.env.config, input }),
        transactional: false,
      }),
    );
  });
