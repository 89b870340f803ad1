// Where `astro build` gets its content pages and social links (src/content.config.ts calls this):
// 1. SITE_CONTENT_SNAPSHOT: the JSON file written by the running server (npm start; PGlite stays with it);
// 2. DATABASE_URL: the database itself (Netlify builds, after the migrations and the seed);
// 3. neither: a build without a database (e.g. a bare `npm run build`) gets the legal page templates, so that the
//    footer links still lead somewhere, and says so.
import { LEGAL_PAGE_TEMPLATES } from '../../shared/legal-pages.ts';
import type { TSiteContent } from '../../shared/schemas/content.ts';
import { RETENTION_DEFAULTS } from '../../shared/schemas/retention.ts';
import { parseEnv } from '../env.ts';
import { fillLegalPlaceholders, legalValues } from './fill-legal-placeholders.ts';
import { initialLaunchMode } from './get-site-settings.ts';
import { readSiteContent } from './read-site-content.ts';
import { readSiteContentSnapshot, SITE_CONTENT_SNAPSHOT_ENV } from './site-content-snapshot.ts';

export type BuildContentSource = 'snapshot' | 'database' | 'templates';

export async function loadSiteContentForBuild(
  env: Record<string, string | undefined> = process.env,
): Promise<{ content: TSiteContent; source: BuildContentSource }> {
  const snapshot = env[SITE_CONTENT_SNAPSHOT_ENV]?.trim();
  if (snapshot) return { content: readSiteContentSnapshot(snapshot), source: 'snapshot' };

  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const { openDb } = await import('../../../db/client.ts');
    const handle = await openDb({ databaseUrl });
    try {
      return { content: await readSiteContent({ db: handle.db, config: parseEnv(env) }), source: 'database' };
    } finally {
      await handle.close();
    }
  }

  const legal = legalValues(safeEnv(env), RETENTION_DEFAULTS);
  const pages = LEGAL_PAGE_TEMPLATES.map(({ slug, title, content, metaDescription }) => ({
    slug,
    title,
    content: fillLegalPlaceholders(content, legal),
    metaDescription,
  }));
  return {
    content: { pages, socialLinks: [], launchMode: initialLaunchMode(safeEnv(env)), contactEmail: legal.contactEmail },
    source: 'templates',
  };
}

/** The configuration for the legal pages' identity; a bare build with an invalid environment still gets defaults. */
function safeEnv(env: Record<string, string | undefined>) {
  try {
    return parseEnv(env);
  } catch {
    return parseEnv({});
  }
}
