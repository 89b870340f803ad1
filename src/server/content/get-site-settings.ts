// The site's launch setting (content management): what an administrator saved, else the first mode of the
// configuration (SITE_INITIAL_MODE; unset: pre-launch on a Netlify deploy, open for `npm start`).
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/index.ts';
import type { TLaunchMode, TSiteSettings } from '../../shared/schemas/content.ts';
import type { Env } from '../env.ts';

export function initialLaunchMode(config: Pick<Env, 'SITE_INITIAL_MODE' | 'NETLIFY'>): TLaunchMode {
  return config.SITE_INITIAL_MODE ?? (config.NETLIFY ? 'pre_launch' : 'open');
}

export async function getSiteSettings({
  db,
  config,
}: {
  db: Database;
  config: Pick<Env, 'SITE_INITIAL_MODE' | 'NETLIFY'>;
}): Promise<TSiteSettings> {
  const [row] = await db
    .select({ launchMode: siteSettings.launchMode })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return { launchMode: row?.launchMode ?? initialLaunchMode(config) };
}
