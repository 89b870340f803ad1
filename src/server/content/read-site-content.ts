// What the static build takes from the database: published pages, enabled social links and the launch mode (no
// timestamps, so that the same content always gives the same snapshot and the same build stamp). The legal
// pages' blanks are filled here from the configuration and the retention periods in force.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pages, socialLinks } from '../../../db/schema/index.ts';
import { SOCIAL_PLATFORMS, ZPublicSocialLink, type TSiteContent } from '../../shared/schemas/content.ts';
import { getEnv, type Env } from '../env.ts';
import { getRetentionSettings } from './get-retention-settings.ts';
import { fillLegalPlaceholders, legalValues } from './fill-legal-placeholders.ts';
import { getSiteSettings } from './get-site-settings.ts';

export async function readSiteContent({
  db,
  config = getEnv(),
}: {
  db: Database;
  config?: Env;
}): Promise<TSiteContent> {
  const pageRows = await db
    .select({ slug: pages.slug, title: pages.title, content: pages.content, metaDescription: pages.metaDescription })
    .from(pages)
    .where(eq(pages.isPublished, true))
    .orderBy(asc(pages.slug));
  const linkRows = await db
    .select({ platform: socialLinks.platform, url: socialLinks.url })
    .from(socialLinks)
    .where(and(eq(socialLinks.enabled, true), ne(socialLinks.url, '')));
  // A link the back office let through but that is not an http(s) URL is left out rather than rendered.
  const links = linkRows.filter((link) => ZPublicSocialLink.safeParse(link).success);
  links.sort((a, b) => SOCIAL_PLATFORMS.indexOf(a.platform) - SOCIAL_PLATFORMS.indexOf(b.platform));
  const { launchMode } = await getSiteSettings({ db, config });
  const legal = legalValues(config, await getRetentionSettings({ db }));
  const filled = pageRows.map((page) => ({ ...page, content: fillLegalPlaceholders(page.content, legal) }));
  return { pages: filled, socialLinks: links, launchMode, contactEmail: legal.contactEmail };
}
