// The back office's session, read once and kept in a store: the first page of a visit asks the server (one
// check-auth call), and the pages after it, reached by client-side navigation (the layout's view transitions),
// read the store without asking again or showing the guard. A full reload shows the screen at once from the
// sessionStorage mirror while the server confirms. The server never trusts any of this: every /api/admin/* call
// checks the session, and a 401/403 on any call sends the browser to /admin/login.
import { atom, computed } from 'nanostores';
import type { QueryPolicy } from '../components/use-query.ts';
import { AppError } from '../lib/api-client.ts';
import { adminApi } from '../lib/admin-api.ts';
import { ZSessionUser, type TSessionUser } from '../shared/schemas/auth.ts';

export type AdminSession =
  | { status: 'checking'; user: null }
  | { status: 'ready'; user: TSessionUser }
  /** The check could not reach the server (network, 5xx): the guard offers to retry. */
  | { status: 'failed'; user: null };

export const $adminSession = atom<AdminSession>({ status: 'checking', user: null });

export const ADMIN_LOGIN_PATH = '/admin/login';
/** The UI mirror of the session user (the server never trusts it). */
const MIRROR_KEY = 'adminUser';

function readMirror(): TSessionUser | null {
  try {
    const raw = sessionStorage.getItem(MIRROR_KEY);
    const parsed = raw ? ZSessionUser.safeParse(JSON.parse(raw)) : null;
    return parsed?.success && parsed.data.isAdmin ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberAdmin(user: TSessionUser) {
  try {
    sessionStorage.setItem(MIRROR_KEY, JSON.stringify(user));
  } catch {
    // storage refused: the store still holds the session for this visit
  }
}

export function goToLogin() {
  try {
    sessionStorage.removeItem(MIRROR_KEY);
  } catch {
    // storage refused
  }
  location.replace(ADMIN_LOGIN_PATH);
}

let check: Promise<void> | null = null;

/** Once per visit (client-side navigations keep this module): the server's answer, after the mirror's. */
export function startAdminSession(): Promise<void> {
  if (check) return check;
  const mirror = readMirror();
  if (mirror) $adminSession.set({ status: 'ready', user: mirror });
  else $adminSession.set({ status: 'checking', user: null });
  check = adminApi.checkAuth().then(
    ({ user }) => {
      rememberAdmin(user);
      $adminSession.set({ status: 'ready', user });
    },
    (error: unknown) => {
      if (error instanceof AppError && (error.status === 401 || error.status === 403)) {
        goToLogin();
        return;
      }
      // The server could not answer: the mirror keeps the screen; without it, the guard offers to retry.
      check = null;
      if (!mirror) $adminSession.set({ status: 'failed', user: null });
    },
  );
  return check;
}

/** Logout failures are only logged (spec 001 section 8); the browser leaves either way. */
export async function logOutAdmin() {
  try {
    await adminApi.logout();
  } catch (error) {
    console.error('Déconnexion :', error);
  }
  $adminSession.set({ status: 'checking', user: null });
  goToLogin();
}

/** A call made by a screen: a 401/403 means the session ended meanwhile, so back to the login page. */
export function handleAdminAuthError(error: unknown): boolean {
  if (error instanceof AppError && (error.status === 401 || error.status === 403)) {
    goToLogin();
    return true;
  }
  return false;
}

/** True once the administrator session is known (from the mirror or the server). */
export const $adminReady = computed($adminSession, (session) => session.status === 'ready');

/** The back office's reads (useQuery): they wait for the administrator session, and a 401/403 sends the browser to
 * the login page. */
export const adminReads: QueryPolicy = { ready: $adminReady, onError: handleAdminAuthError };
