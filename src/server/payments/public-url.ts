// Absolute links for e-mails and provider return addresses: the public address when configured, else the local one.
import type { Env } from '../env.ts';

export function publicUrl(config: Pick<Env, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT'>, path: string): string {
  const base = config.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? `http://${config.HOST}:${config.PORT}`;
  return base + path;
}
