import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pages } from '../../../db/schema/index.ts';
import type { TAdminPage } from '../../shared/schemas/admin-content.ts';
import { toAdminPage } from './to-admin-page.ts';

/** Every content page, published or draft, by title. */
export async function listPages({ db }: { db: Database }): Promise<TAdminPage[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.title), asc(pages.id));
  return rows.map(toAdminPage);
}
