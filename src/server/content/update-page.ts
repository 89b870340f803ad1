// Saves a content page (all fields, PUT); the slug is the admin's to change, unique.
import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { pages } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAdminPage, ZPageRequest } from '../../shared/schemas/admin-content.ts';
import type { Env } from '../env.ts';
import { notifySiteChanged } from './notify-site-changed.ts';
import { isUniqueViolation } from '../../../db/sql/sql-rows.ts';
import { toAdminPage } from './to-admin-page.ts';

export type UpdatePageOptions = { db: Database; config: Env; id: number; input: z.output<typeof ZPageRequest> };

export async function updatePage({ db, config, id, input }: UpdatePageOptions): Promise<TAdminPage> {
  let row: typeof pages.$inferSelect | undefined;
  try {
    [row] = await db
      .update(pages)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', t('admin.pages.slugTaken'));
    throw error;
  }
  if (!row) throw new AppError('NOT_FOUND', t('admin.pages.notFound'));
  await notifySiteChanged({ db, config });
  return toAdminPage(row);
}
