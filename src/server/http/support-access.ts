// The « Support » role on every API route: read-only (any write answers a French 403 before the route runs), and
// every answer's phone numbers and e-mail addresses masked on the server (JSON and CSV alike).
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { isSupport } from '../auth/staff-role.ts';
import { maskPersonalData, maskPersonalText } from '../privacy/mask-personal-data.ts';
import type { AppEnv } from './types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signing in and out change no data. */
const ALWAYS_ALLOWED = new Set(['/api/admin/login', '/api/admin/logout', '/api/logout']);

export const supportAccess = createMiddleware<AppEnv>(async (c, next) => {
  if (!isSupport(c.get('user'))) return next();
  if (!SAFE_METHODS.has(c.req.method) && !ALWAYS_ALLOWED.has(c.req.path))
    throw new AppError('FORBIDDEN', t('admin.team.readOnly'));
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (!type.includes('application/json') && !type.includes('text/csv') && !type.startsWith('text/plain')) return;
  const text = await c.res.text();
  let masked: string;
  try {
    masked = type.includes('application/json')
      ? JSON.stringify(maskPersonalData(JSON.parse(text) as unknown))
      : maskPersonalText(text);
  } catch {
    masked = maskPersonalText(text);
  }
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(masked, { status: c.res.status, statusText: c.res.statusText, headers });
});

/** Search boxes of a Support reader leave out e-mail and phone columns: masked values cannot be found by their parts. */
export function personalDataMasked(user: Parameters<typeof isSupport>[0]): boolean {
  return isSupport(user);
}
