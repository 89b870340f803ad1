import type { Env } from '../env.ts';
import { siteBaseUrl } from '../site-origins.ts';

export type SiteConfig = Partial<Pick<Env, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT' | 'NETLIFY' | 'URL'>>;

/** The wedding page's inbox, linked from the e-mails (the site's address when the configuration gives it). */
export function inboxUrl(config: SiteConfig, weddingId: number) {
  const path = `/wedding/${weddingId}#messages`;
  const { PUBLIC_BASE_URL, HOST, PORT, NETLIFY, URL } = config;
  if (!PUBLIC_BASE_URL && !(NETLIFY && URL) && !(HOST && PORT)) return path;
  return (
    siteBaseUrl({ PUBLIC_BASE_URL, HOST: HOST ?? '127.0.0.1', PORT: PORT ?? 4321, NETLIFY: NETLIFY ?? false, URL }) +
    path
  );
}
