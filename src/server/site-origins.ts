// The addresses this site is served from, from the configuration only: never from a request's Host header, which
// anyone (or a DNS-rebinding page) can set. Used by the Origin check and by Twilio's signed URL.
import type { Env } from './env.ts';

type OriginConfig = Pick<Env, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT' | 'NETLIFY' | 'URL'>;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1']);

/** The public address (PUBLIC_BASE_URL, or Netlify's own URL of the site), else the local server's. */
export function siteBaseUrl(config: OriginConfig): string {
  const base =
    config.PUBLIC_BASE_URL ?? (config.NETLIFY ? config.URL : undefined) ?? `http://${config.HOST}:${config.PORT}`;
  return base.replace(/\/+$/, '');
}

/** The origins allowed to change state: the site's address, plus both loopback names of a local server. */
export function allowedOrigins(config: OriginConfig): string[] {
  const origins = [new URL(siteBaseUrl(config)).origin];
  if (!config.PUBLIC_BASE_URL && !config.NETLIFY && LOOPBACK.has(config.HOST)) {
    origins.push(`http://127.0.0.1:${config.PORT}`, `http://localhost:${config.PORT}`);
  }
  return [...new Set(origins)];
}
