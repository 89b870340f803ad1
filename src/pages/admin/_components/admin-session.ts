// The back office's guard: one check-auth call per page; the screen stays hidden (and its islands wait) until
// the server says this browser holds an administrator session, else the browser goes to /admin/login.
import { ApiError, api } from '../../../lib/api-client.ts';
import type { TSessionUser } from '../../../shared/schemas/auth.ts';

// The layout's guard script and the screen islands are separate bundles that may each hold their own copy of
// this module, so the "session confirmed" state lives on the document (an attribute and an event), not in a store.
const READY_ATTRIBUTE = 'adminReady';
export const ADMIN_READY_EVENT = 'admin:ready';

export function isAdminReady(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset[READY_ATTRIBUTE] === 'true';
}

export function onAdminReady(callback: () => void): () => void {
  document.addEventListener(ADMIN_READY_EVENT, callback);
  return () => document.removeEventListener(ADMIN_READY_EVENT, callback);
}

function markAdminReady(ready: boolean) {
  if (ready) document.documentElement.dataset[READY_ATTRIBUTE] = 'true';
  else delete document.documentElement.dataset[READY_ATTRIBUTE];
  document.dispatchEvent(new Event(ADMIN_READY_EVENT));
}

export const ADMIN_LOGIN_PATH = '/admin/login';
/** The UI mirror of the session user (the server never trusts it). */
const MIRROR_KEY = 'adminUser';

export function goToLogin() {
  try {
    sessionStorage.removeItem(MIRROR_KEY);
  } catch {
    // storage refused
  }
  location.replace(ADMIN_LOGIN_PATH);
}

export function rememberAdmin(user: TSessionUser) {
  try {
    sessionStorage.setItem(MIRROR_KEY, JSON.stringify(user));
  } catch {
    // storage refused
  }
}

/** Runs the check; resolves with the administrator, or navigates away and resolves with null. */
export async function checkAdminSession(): Promise<TSessionUser | null> {
  try {
    const { user } = await api.admin.checkAuth();
    rememberAdmin(user);
    markAdminReady(true);
    return user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      goToLogin();
      return null;
    }
    throw error;
  }
}

/** Logout failures are only logged (spec 001 section 8); the browser leaves either way. */
export async function logOutAdmin() {
  try {
    await api.admin.logout();
  } catch (error) {
    console.error('Déconnexion :', error);
  }
  markAdminReady(false);
  goToLogin();
}

/** A call made by a screen: a 401/403 means the session ended meanwhile, so back to the login page. */
export function handleAdminAuthError(error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    goToLogin();
    return true;
  }
  return false;
}
