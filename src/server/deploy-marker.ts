// Which deploys a database serves, written in the database itself: the production deploy step marks production's
// (scripts/deploy-database.ts), the previews' Neon branch is marked `preview` (README). Every entry point checks the
// mark before serving (functions on their instance's first invocation, npm start at start): a deploy preview given
// production's DATABASE_URL by mistake refuses to run rather than write into production.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deployMarker } from '../../db/schema/index.ts';
import { AppError } from '../shared/errors.ts';
import { t } from '../shared/messages/index.ts';
import { databaseFamily, type DatabaseFamily } from './deploy-context.ts';
import type { Env } from './env.ts';

export type DatabaseMark = 'production' | 'preview' | null;

export async function readDatabaseMark(db: Database): Promise<DatabaseMark> {
  const [row] = await db.select({ family: deployMarker.family }).from(deployMarker).limit(1);
  return (row?.family as DatabaseMark | undefined) ?? null;
}

export async function markDatabase(db: Database, family: 'production' | 'preview'): Promise<void> {
  await db
    .insert(deployMarker)
    .values({ id: 1, family })
    .onConflictDoUpdate({ target: deployMarker.id, set: { family, markedAt: sql`now()` } });
}

/** Why this deploy may not use a database with this mark, or null when it may. */
export function databaseRefusal(
  mark: DatabaseMark,
  family: DatabaseFamily,
  context: string | undefined,
): string | null {
  if (mark === 'production' && family !== 'production')
    return t('deploy.productionDatabase', { context: context ?? 'local' });
  if (family === 'production' && mark !== 'production')
    return t('deploy.notProductionDatabase', { marker: mark ?? 'sans marque' });
  return null;
}

/** Throws the refusal (503) when this deploy may not use this database. */
export async function assertDatabaseServesDeploy({
  db,
  config,
}: {
  db: Database;
  config: Pick<Env, 'CONTEXT' | 'NETLIFY'>;
}): Promise<void> {
  const refusal = databaseRefusal(await readDatabaseMark(db), databaseFamily(config), config.CONTEXT);
  if (refusal) throw new AppError('UNAVAILABLE', refusal);
}
