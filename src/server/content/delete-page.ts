import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pages } from '../../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import type { Env } from '../env.ts';
import { notifySiteChanged } from './notify-site-changed.ts';

/** Deletes a content page; the rebuilt site no longer serves it. */
export async function deletePage({ db, config, id }: { db: Database; config: Env; id: number }): Promise<void> {
  const [row] = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  if (!row) throw new AppError('NOT_FOUND', t('admin.pages.notFound'));
  await notifySiteChanged({ db, config });
}
