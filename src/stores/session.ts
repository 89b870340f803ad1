// The signed-in user as the screens see it: a mirror of GET /api/auth/me kept in sessionStorage (spec 000 section 3).
// The server never trusts it (the HttpOnly session cookie decides); it spares a flash of the signed-out screen
// between pages, and the server's answer always wins.
import { atom } from 'nanostores';
import type { QueryPolicy } from '../components/use-query.ts';
import { api, AppError } from '../lib/api-client.ts';
import { t } from '../shared/messages/couple-space.ts';
import { ZSessionUser, type TSessionUser } from '../shared/schemas/auth.ts';
import * as z from '../shared/schemas/zod-fr.ts';

export const SESSION_STORAGE_KEY = 'user';

const ZStoredUser = ZSessionUser.extend({ authenticated: z.literal(true) });

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: TSessionUser };

export const $session = atom<SessionState>({ status: 'loading', user: null });

/** The mirrored user, or null when absent or unreadable (a parse failure is logged in French, spec 000 section 8). */
export function readStoredUser(): TSessionUser | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const { authenticated: _authenticated, ...user } = ZStoredUser.parse(JSON.parse(raw));
    return user;
  } catch (error) {
    console.error(t('session.unreadable'), error);
    return null;
  }
}

function writeStoredUser(user: TSessionUser | null) {
  try {
    if (user) sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...user, authenticated: true }));
    else sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage refused (private mode): the atom still holds the user for this page
  }
}

/** After sign-up, login or a session check: the user the server answered. */
export function signIn(user: TSessionUser) {
  writeStoredUser(user);
  $session.set({ status: 'authenticated', user });
}

/** Forgets the user here (the server session is gone or was refused). */
export function markSignedOut() {
  writeStoredUser(null);
  $session.set({ status: 'anonymous', user: null });
}

/** Sign-out: clears the mirror, then /api/logout ends the server session and redirects to /landing. */
export function signOut() {
  markSignedOut();
  window.location.assign('/api/logout');
}

/** True (and the user forgotten) when a call failed because the session is missing or expired. */
export function handleUnauthenticated(error: unknown): boolean {
  if (!(error instanceof AppError) || error.status !== 401) return false;
  markSignedOut();
  return true;
}

/** The couple pages' reads (useQuery): a 401 forgets the session user, the page shows its signed-out state. */
export const coupleReads: QueryPolicy = { onError: handleUnauthenticated };

/** Asks the server who is signed in; a network failure keeps what the mirror said. */
export async function refreshSession(): Promise<SessionState> {
  try {
    const { user } = await api.auth.me();
    signIn(user);
  } catch (error) {
    if (!handleUnauthenticated(error) && $session.get().status === 'loading') {
      $session.set({ status: 'anonymous', user: null });
    }
  }
  return $session.get();
}

let started: Promise<SessionState> | undefined;

/** Once per page: the mirror at once, then the server's answer. */
export function initSession(): Promise<SessionState> {
  if (!started) {
    const stored = readStoredUser();
    if (stored) $session.set({ status: 'authenticated', user: stored });
    started = refreshSession();
  }
  return started;
}

/** First and last name, else the e-mail (top bar, spec 000 section 2). */
export function displayName(user: Pick<TSessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.email || '';
}

/** The avatar letter: first name, else e-mail, else U. */
export function avatarInitial(user: Pick<TSessionUser, 'firstName' | 'email'>): string {
  return (user.firstName?.trim()[0] ?? user.email?.trim()[0] ?? 'U').toUpperCase();
}

export function roleLabel(user: Pick<TSessionUser, 'userType'>): string {
  return user.userType === 'wedding_planner' ? t('nav.role.wedding_planner') : t('nav.role.couple');
}
