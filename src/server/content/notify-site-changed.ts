// The one call site that turns a content change (page or social links) into a rebuild of the public site:
// the Netlify build hook in production, a local rebuild under `npm start` (src/server/content/).
import type { Database } from '../../../db/client.ts';
import type { TRebuildStatus } from '../../shared/schemas/content.ts';
import { requestSiteRebuild } from './request-site-rebuild.ts';
import { formatError } from '../logging/describe-error.ts';
import { writeLog } from '../logging/log-line.ts';
import type { Env } from '../env.ts';

export type NotifySiteChangedOptions = { db: Database; config: Env };

/** Never fails the admin's save: the content is stored, and a failed rebuild shows in the returned status. */
export async function notifySiteChanged({ db, config }: NotifySiteChangedOptions): Promise<TRebuildStatus | null> {
  try {
    return await requestSiteRebuild({ db, config });
  } catch (error) {
    writeLog('error', 'content.rebuild-not-started', { error: formatError(error) });
    return null;
  }
}
