// Records every successful write an administrator makes through a route that is not the back office's own
// (those record their before/after themselves, see audited.ts): the audit log misses no administrator write.
import { createMiddleware } from 'hono/factory';
import { recordAdminRequest } from '../audit/record-admin-request.ts';
import { matchedRoutePattern } from '../monitoring/record-request-metrics.ts';
import type { AppEnv } from './types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function auditedElsewhere(path: string): boolean {
  return path.startsWith('/api/admin/') || path === '/api/content/rebuild' || path === '/api/logout';
}

export const auditAdminRequests = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const user = c.get('user');
  if (!user?.isAdmin || SAFE_METHODS.has(c.req.method) || c.res.status >= 400 || auditedElsewhere(c.req.path)) return;
  await recordAdminRequest({ db: c.env.db, actorId: user.id, method: c.req.method, route: matchedRoutePattern(c), path: c.req.path });
});
