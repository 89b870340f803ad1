// Publishing content rebuilds the static site: on Netlify by calling the build hook, under `npm start` by the
// local rebuilder that scripts/start.ts registers. Called by the back office after a page or social-link change.
import type { Database } from '../../../db/client.ts';
import type { TRebuildStatus } from '../../shared/schemas/content.ts';
import type { Env } from '../env.ts';
import { writeLog } from '../logging/log-line.ts';
import type { LocalSiteRebuilder } from './local-site-rebuilder.ts';

let localRebuilder: LocalSiteRebuilder | undefined;

/** scripts/start.ts registers how this process rebuilds dist/ (tests register their own, then undefined). */
export function registerLocalSiteRebuilder(rebuilder: LocalSiteRebuilder | undefined) {
  localRebuilder = rebuilder;
}

const HOOK_TIMEOUT_MS = 10_000;
let lastHookCall: { at: string; error: string | null } | null = null;

export type RequestSiteRebuildOptions = {
  db: Database;
  config: Pick<Env, 'NETLIFY_BUILD_HOOK_URL'>;
  fetchImpl?: typeof fetch;
  now?: Date;
};

/** Never throws: the content is saved either way; a failed hook or build is reported in the status. */
export async function requestSiteRebuild({
  db,
  config,
  fetchImpl = fetch,
  now = new Date(),
}: RequestSiteRebuildOptions): Promise<TRebuildStatus> {
  if (config.NETLIFY_BUILD_HOOK_URL) {
    let error: string | null = null;
    try {
      const res = await fetchImpl(config.NETLIFY_BUILD_HOOK_URL, {
        method: 'POST',
        signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
      });
      if (!res.ok) error = `le hook de build a répondu ${res.status}`;
    } catch (cause) {
      error = `le hook de build est injoignable (${cause instanceof Error ? cause.message : String(cause)})`;
    }
    if (error) writeLog('error', 'content.rebuild-failed', { error });
    lastHookCall = { at: now.toISOString(), error };
    return getSiteRebuildStatus({ config });
  }
  if (localRebuilder) {
    localRebuilder.request(db);
    return localRebuilder.status();
  }
  return getSiteRebuildStatus({ config });
}

export function getSiteRebuildStatus({ config }: { config: Pick<Env, 'NETLIFY_BUILD_HOOK_URL'> }): TRebuildStatus {
  if (config.NETLIFY_BUILD_HOOK_URL) {
    // Netlify builds on its side; this instance only knows whether its own last call went through.
    return {
      mode: 'netlify',
      state: lastHookCall?.error ? 'failed' : 'idle',
      lastBuiltAt: lastHookCall?.at ?? null,
      lastError: lastHookCall?.error ?? null,
    };
  }
  if (localRebuilder) return localRebuilder.status();
  return { mode: 'none', state: 'idle', lastBuiltAt: null, lastError: null };
}
