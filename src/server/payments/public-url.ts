// Absolute links for e-mails and provider return addresses: the public address when configured, else the local one.
import type { Env } from '../env.ts';
import { siteBaseUrl } from '../site-origins.ts';

export function publicUrl(
  config: Pick<Env, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT'> & Partial<Pick<Env, 'NETLIFY' | 'URL'>>,
  path: string,
): string {
  return siteBaseUrl({ NETLIFY: false, URL: undefined, ...config }) + path;
}
