// The site's launch setting (content management); pre-launch until an administrator opens the site.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/index.ts';
import type { TSiteSettings } from '../../shared/schemas/content.ts';

export async function getSiteSettings({ db }: { db: Database }): Promise<TSiteSettings> {
  const [row] = await db.select({ launchMode: siteSettings.launchMode }).from(siteSettings).where(eq(siteSettings.id, 1));
  return { launchMode: row?.launchMode ?? 'pre_launch' };
}
