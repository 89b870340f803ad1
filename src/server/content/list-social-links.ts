import type { Database } from '../../../db/client.ts';
import { socialLinks } from '../../../db/schema/index.ts';
import { SOCIAL_PLATFORMS, type TSocialLink } from '../../shared/schemas/admin-content.ts';

/** The five platforms in their fixed order, each with its saved URL and switch (empty and off when never saved). */
export async function listSocialLinks({ db }: { db: Database }): Promise<TSocialLink[]> {
  const rows = await db.select().from(socialLinks);
  const byPlatform = new Map(rows.map((r) => [r.platform, r]));
  return SOCIAL_PLATFORMS.map((platform) => {
    const row = byPlatform.get(platform);
    return { platform, url: row?.url ?? '', enabled: row?.enabled ?? false };
  });
}
