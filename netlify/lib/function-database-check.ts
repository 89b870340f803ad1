// A function instance checks once, on its first invocation, that its database is marked for its deploy
// (src/server/deploy-marker.ts); while it is not, every invocation answers 503 with the reason, and nothing runs.
import { AppError } from '../../src/shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { assertDatabaseServesDeploy } from '../../src/server/deploy-marker.ts';
import type { Env } from '../../src/server/env.ts';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';

const checked = new WeakMap<Database, Promise<void>>();

/** null when the database serves this deploy, else the 503 to answer. */
export async function databaseRefused(
  db: Database,
  config: Pick<Env, 'CONTEXT' | 'NETLIFY'>,
): Promise<Response | null> {
  let check = checked.get(db);
  if (!check) {
    check = assertDatabaseServesDeploy({ db, config });
    checked.set(db, check);
    // A failed read (database down) is tried again by the next invocation; a refusal stays.
    check.catch((error: unknown) => {
      if (!(error instanceof AppError)) checked.delete(db);
    });
  }
  try {
    await check;
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(`[deploy] ${error.message}`);
    return Response.json({ code: error.code, message: error.message }, { status: 503, headers: SECURITY_HEADERS });
  }
}
