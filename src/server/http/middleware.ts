// Cross-cutting steps of every API request: security headers, request id, Origin check, session loading, access
// guards.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../shared/errors.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { findControlCharacters, hasControlCharacters } from '../../shared/schemas/input-rules.ts';
import { t } from '../../shared/messages/index.ts';
import { RECENT_SIGN_IN_MS } from '../auth/session-token.ts';
import { validateSessionToken } from '../auth/validate-session-token.ts';
import { NO_STORE } from './security-headers.ts';
import { allowedOrigins } from '../site-origins.ts';
import { clearSessionCookie, readSessionCookie } from './session-cookie.ts';
import type { AppEnv } from './types.ts';

export { requestContext, securityHeaders } from './base-middleware.ts';

/**
 * Every answer to a signed-in request, or to one carrying or setting a cookie (a trial's owner), is `no-store`: one
 * rule for the whole API rather than a header per route that a new route would forget.
 */
export const noStoreWhenPersonal = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.get('user') || c.req.header('cookie') || c.res.headers.has('set-cookie'))
    c.res.headers.set('Cache-Control', NO_STORE);
});

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path's parameters and the query string obey the same rule as bodies (read-input.ts): no control character. */
export const refuseControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  if (hasControlCharacters(decoded(url.pathname)) || findControlCharacters(query) !== null) {
    throw new AppError('VALIDATION', t('input.controlCharacters'));
  }
  await next();
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Providers call these server to server; they prove themselves with a signature instead. */
const ORIGIN_EXEMPT_PATHS = new Set(['/api/whatsapp/webhook', '/api/whatsapp/status', '/api/stripe/webhook']);

/** Rejects state-changing requests whose Origin is not this site (CSRF defence, as the Lucia guide does). */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || ORIGIN_EXEMPT_PATHS.has(c.req.path)) return next();
  const origin = c.req.header('origin');
  if (!origin || !allowedOrigins(c.env.config).includes(origin))
    throw new AppError('FORBIDDEN', t('error.forbiddenOrigin'));
  await next();
});

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * A GET that changes state (the spec's `GET /api/logout`) only from our own pages or the address bar: the browser's
 * Sec-Fetch-Site says where the request comes from; without it, the Origin or Referer must be ours; a client
 * sending none of them (curl) is no browser another site could drive.
 */
export function isFromOurPages(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const from = c.req.header('origin') ?? c.req.header('referer');
  if (!from) return true;
  const origin = originOf(from);
  return origin !== null && allowedOrigins(c.env.config).includes(origin);
}

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionCookie(c);
  if (token) {
    const session = await validateSessionToken({ db: c.env.db, token });
    if (!session) {
      clearSessionCookie(c);
    } else {
      c.set('user', session.user);
      c.set('sessionSid', session.sid);
      c.set('signedInAt', session.signedInAt);
    }
  }
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED', t('session.required'));
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', t('session.required'));
  if (!user.isAdmin) throw new AppError('FORBIDDEN', t('session.adminRequired'));
  await next();
});

/**
 * Payment and data export: the password must have been typed for this session within RECENT_SIGN_IN_MS, else a
 * 403 `REAUTHENTICATION_REQUIRED` the couple's screens answer by asking it again (POST /api/auth/reauthenticate)
 * and retrying. Erasure and the password change carry the password in their own request, every time.
 */
export const requireRecentSignIn = createMiddleware<AppEnv>(async (c, next) => {
  sessionUser(c);
  const signedInAt = c.get('signedInAt');
  if (!signedInAt || Date.now() - signedInAt.getTime() > RECENT_SIGN_IN_MS)
    throw new AppError('REAUTHENTICATION_REQUIRED', t('session.reauthenticate'));
  await next();
});

/** The signed-in user of this request, or 401. */
export function sessionUser(c: Context<AppEnv>): TSessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', t('session.required'));
  return user;
}
