// The session cookie: HttpOnly, SameSite=Lax, Secure except on plain-http loopback (local development). Over https
// it is named `__Host-session`: the browser then keeps it to this exact host, Secure, on path /, so a sibling
// subdomain cannot plant or overwrite it.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createSession } from '../auth/create-session.ts';
import { generateSessionToken, SESSION_ABSOLUTE_MS } from '../auth/session-token.ts';
import type { AppEnv } from './types.ts';

export const SESSION_COOKIE = 'session';

export function isSecureRequest(c: Context): boolean {
  const url = new URL(c.req.url);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return !(url.protocol === 'http:' && loopback);
}

/** Hono adds the `__Host-` prefix to the name, and its rules (Secure, path /, no Domain), when asked. */
const hostPrefix = (c: Context) => (isSecureRequest(c) ? ('host' as const) : undefined);

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE, hostPrefix(c));
}

export function writeSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: isSecureRequest(c),
    sameSite: 'Lax',
    path: '/',
    expires: expiresAt,
    prefix: hostPrefix(c),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    secure: isSecureRequest(c),
    httpOnly: true,
    sameSite: 'Lax',
    prefix: hostPrefix(c),
  });
}

/**
 * The cookie a sign-up with a taken e-mail gets, so that its answer looks like a new account's: a token of the same
 * form and lifetime that names no session (the next request clears it).
 */
export function writeDecoySessionCookie(c: Context<AppEnv>) {
  writeSessionCookie(c, generateSessionToken(), new Date(Date.now() + SESSION_ABSOLUTE_MS));
}

/** Opens a session for the user and hands its token to the browser. */
export async function startSession(c: Context<AppEnv>, user: { id: string; isAdmin: boolean }) {
  const { token, expiresAt } = await createSession({
    db: c.env.db,
    userId: user.id,
    isAdmin: user.isAdmin,
    userAgent: c.req.header('user-agent'),
  });
  writeSessionCookie(c, token, expiresAt);
}
