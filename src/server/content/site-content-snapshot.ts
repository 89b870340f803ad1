// The hand-off between the running server and `astro build`: locally only one process may open the PGlite
// directory, so the server writes what the build needs to a JSON file and the build reads that file.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Database } from '../../../db/client.ts';
import { ZSiteContent, type TSiteContent } from '../../shared/schemas/content.ts';
import { readSiteContent } from './read-site-content.ts';

/** The variable that points the build at a snapshot (set by scripts/start.ts for its builds). */
export const SITE_CONTENT_SNAPSHOT_ENV = 'SITE_CONTENT_SNAPSHOT';

export async function writeSiteContentSnapshot({ db, path }: { db: Database; path: string }): Promise<TSiteContent> {
  const content = await readSiteContent({ db });
  // Written aside then renamed: a build never reads half a file.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(temporary, path);
  return content;
}

export function readSiteContentSnapshot(path: string): TSiteContent {
  if (!existsSync(path)) throw new Error(`Instantané du contenu introuvable : ${path}`);
  return ZSiteContent.parse(JSON.parse(readFileSync(path, 'utf8')));
}
