// Absolute links for e-mails and provider return addresses: the public address when configured, else the local one.
import type { Env } from '../env.ts';

export function publicUrl(config: Pick<Env, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT'>, path: string): string {
  const base = config.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? `http://${config.HOST}:${config.PORT}`;
  return base + path;
}

/** Today's date in France (YYYY-MM-DD): the wedding day is a French calendar day. */
export function parisDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
