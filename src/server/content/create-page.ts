// A new content page (published by default); the public site is rebuilt so it goes online.
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { pages } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminPage, ZPageRequest } from '../../shared/schemas/admin-content.ts';
import type { Env } from '../env.ts';
import { notifySiteChanged } from './notify-site-changed.ts';
import { toAdminPage } from './to-admin-page.ts';

export type CreatePageOptions = { db: Database; config: Env; input: z.output<typeof ZPageRequest> };

export async function createPage({ db, config, input }: CreatePageOptions): Promise<TAdminPage> {
  const [row] = await db.insert(pages).values(input).onConflictDoNothing({ target: pages.slug }).returning();
  if (!row) throw new AppError('CONFLICT', t('admin.pages.slugTaken'));
  await notifySiteChanged({ db, config });
  return toAdminPage(row);
}
