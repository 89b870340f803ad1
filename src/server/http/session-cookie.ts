// The session cookie: HttpOnly, SameSite=Lax, Secure except on plain-http loopback (local development).
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createSession } from '../auth/create-session.ts';
import type { AppEnv } from './types.ts';

export const SESSION_COOKIE = 'session';

export function isSecureRequest(c: Context): boolean {
  const url = new URL(c.req.url);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return !(url.protocol === 'http:' && loopback);
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function writeSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: isSecureRequest(c),
    sameSite: 'Lax',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c), httpOnly: true, sameSite: 'Lax' });
}

/** Opens a session for the user and hands its token to the browser. */
export async function startSession(c: Context<AppEnv>, userId: string) {
  const { token, expiresAt } = await createSession({
    db: c.env.db,
    userId,
    userAgent: c.req.header('user-agent'),
  });
  writeSessionCookie(c, token, expiresAt);
}
