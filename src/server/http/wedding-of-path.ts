// The guard of the routes on one wedding (`/weddings/:id/…`) that read it whole: the signed-in user, then the wedding.
import type { Context } from 'hono';
import { getAccessibleWedding } from '../weddings/get-accessible-wedding.ts';
import { sessionUser } from './middleware.ts';
import { parseWeddingId } from './params.ts';
import type { AppEnv } from './types.ts';

/** The path's wedding if the session's user may read it (its couple, or an administrator); 401, then 404, if not. */
export function accessibleWeddingOf(c: Context<AppEnv>) {
  const user = sessionUser(c);
  return getAccessibleWedding({ db: c.env.db, id: parseWeddingId(c.req.param('id')), user });
}
