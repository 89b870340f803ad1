// Saves the social links shown in the public footer (one row per platform) and rebuilds the site.
import { sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../../db/client.ts';
import { socialLinks } from '../../../db/schema/index.ts';
import type { TSocialLink, ZSaveSocialLinksRequest } from '../../shared/schemas/admin-content.ts';
import type { Env } from '../env.ts';
import { listSocialLinks } from './list-social-links.ts';
import { notifySiteChanged } from './notify-site-changed.ts';

export type SaveSocialLinksOptions = { db: Database; config: Env; input: z.output<typeof ZSaveSocialLinksRequest> };

export async function saveSocialLinks({ db, config, input }: SaveSocialLinksOptions): Promise<TSocialLink[]> {
  if (input.links.length) {
    await db
      .insert(socialLinks)
      .values(input.links)
      .onConflictDoUpdate({
        target: socialLinks.platform,
        set: { url: sql`excluded.url`, enabled: sql`excluded.enabled`, updatedAt: new Date() },
      });
  }
  await notifySiteChanged({ db, config });
  return listSocialLinks({ db });
}
