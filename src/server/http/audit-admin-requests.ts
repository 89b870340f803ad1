// Records every successful write an administrator makes through a route that is not the back office's own
// (those record their before/after themselves, see audited.ts): the audit log misses no administrator write.
import { createMiddleware } from 'hono/factory';
import { recordAdminRequest } from '../audit/record-admin-request.ts';
import { nameRequestSubject, readRequestSubject, requestSubjectOf } from '../audit/name-audit-target.ts';
import { matchedRoutePattern } from './record-request-metrics.ts';
import type { AppEnv } from './types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function auditedElsewhere(path: string): boolean {
  return path.startsWith('/api/admin/') || path === '/api/content/rebuild' || path === '/api/logout';
}

/** The created or changed record as the route answered it (a JSON object), for « après » when it cannot be read. */
async function answeredRecord(res: Response): Promise<unknown> {
  if (!res.headers.get('content-type')?.includes('application/json')) return null;
  try {
    const body: unknown = await res.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body) ? body : null;
  } catch {
    return null;
  }
}

export const auditAdminRequests = createMiddleware<AppEnv>(async (c, next) => {
  // loadSession ran before: only an administrator's writes read the record's « avant » (nothing more for couples).
  const write = Boolean(c.get('user')?.isAdmin) && !SAFE_METHODS.has(c.req.method) && !auditedElsewhere(c.req.path);
  const subject = write ? await requestSubjectOf(c.env.db, c.req.path) : null;
  const before = write ? await readRequestSubject(c.env.db, subject) : null;
  await next();
  const user = c.get('user');
  if (!user?.isAdmin || !write || c.res.status >= 400) return;
  const after =
    c.req.method === 'DELETE' ? null : ((await readRequestSubject(c.env.db, subject)) ?? (await answeredRecord(c.res)));
  const targetLabel = await nameRequestSubject(c.env.db, subject, after ?? before);
  await recordAdminRequest({
    db: c.env.db,
    actorId: user.id,
    method: c.req.method,
    route: matchedRoutePattern(c),
    path: c.req.path,
    before,
    after,
    targetLabel,
  });
});
