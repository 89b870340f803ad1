// Build-time facts of the public site for SEO: its origin (canonical and Open Graph URLs, sitemap) and its pages.

/** PUBLIC_BASE_URL, else the address Netlify gives its builds (URL), else the local server. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env.PUBLIC_BASE_URL?.trim() || env.URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || '4321'}`;
  return new URL(raw).origin;
}

export function absoluteUrl(path: string, env?: Record<string, string | undefined>): string {
  return new URL(path, siteOrigin(env)).href;
}

/** The indexable pages besides content pages, for the sitemap. */
export const PUBLIC_PATHS = ['/landing', '/pricing', '/pre-inscription', '/essai-gratuit'] as const;

export const SITE_NAME = 'Assistant Mariage';
