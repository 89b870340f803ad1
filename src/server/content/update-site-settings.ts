// Switches the public site between pre-launch and open, then rebuilds it (the header and landing are static).
import type { Database } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/index.ts';
import type { TSiteSettings } from '../../shared/schemas/content.ts';
import { notifySiteChanged } from './notify-site-changed.ts';
import type { Env } from '../env.ts';

export async function updateSiteSettings({
  db,
  config,
  input,
}: {
  db: Database;
  config: Env;
  input: TSiteSettings;
}): Promise<TSiteSettings> {
  await db
    .insert(siteSettings)
    .values({ id: 1, launchMode: input.launchMode })
    .onConflictDoUpdate({ target: siteSettings.id, set: { launchMode: input.launchMode, updatedAt: new Date() } });
  await notifySiteChanged({ db, config });
  return { launchMode: input.launchMode };
}
