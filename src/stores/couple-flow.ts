// What the couple's sign-up journey keeps in sessionStorage between pages (spec 000 section 2): where to go after
// authenticating, the plan chosen on the free-trial page, the wedding form waiting for an account, and a toast
// to show once the next page has loaded.
import { showToast, type ToastInput } from './toasts.ts';

/** Delay before leaving the auth screen, so the success toast can be read (spec 000 section 9). */
export const AUTH_REDIRECT_DELAY_MS = 1500;

const REDIRECT_KEY = 'redirectAfterAuth';
const PLAN_KEY = 'selectedPlan';
const FORM_KEY = 'coupleFormData';
const FLASH_KEY = 'flashToast';
/** Written by the free trial's « create my account » (trial-wizard.ts): the trial to carry into the new account. */
export const TRIAL_TO_CLAIM_KEY = 'trialToClaim';

export const PLAN_CHOICES = ['free_trial', 'couple', 'wedding_planner'] as const;
export type PlanChoice = (typeof PLAN_CHOICES)[number];

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage refused: the journey simply starts over
  }
}

/** A path of this site only: no scheme, no protocol-relative `//host`. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberRedirectAfterAuth(path: string) {
  if (isLocalPath(path)) write(REDIRECT_KEY, path);
}

/** The stored path (then forgotten), or null. */
export function takeRedirectAfterAuth(): string | null {
  const path = read(REDIRECT_KEY);
  write(REDIRECT_KEY, null);
  return path && isLocalPath(path) ? path : null;
}

export function hasTrialToClaim(): boolean {
  return read(TRIAL_TO_CLAIM_KEY) !== null;
}

/** The free trial waiting to be carried into the account, read once. */
export function takeTrialToClaim(): string | null {
  const id = read(TRIAL_TO_CLAIM_KEY);
  write(TRIAL_TO_CLAIM_KEY, null);
  return id && /^trial-[\w-]{1,64}$/.test(id) ? id : null;
}

export function isPlanChoice(plan: string | null): plan is PlanChoice {
  return plan !== null && (PLAN_CHOICES as readonly string[]).includes(plan);
}

export function rememberSelectedPlan(plan: string | null) {
  if (isPlanChoice(plan)) write(PLAN_KEY, plan);
}

export function selectedPlan(): PlanChoice | null {
  const plan = read(PLAN_KEY);
  return isPlanChoice(plan) ? plan : null;
}

/**
 * Where a couple goes once their wedding exists: the plan chosen before signing up (the couple package) is
 * honoured by going on to its payment; otherwise their space. The choice is used once.
 */
export function destinationAfterWedding(wedding: { id: number; status: { blocker: string | null } }): string {
  const plan = selectedPlan();
  write(PLAN_KEY, null);
  return plan === 'couple' && wedding.status.blocker === 'payment'
    ? `/couple-payment?weddingId=${wedding.id}`
    : '/couple-dashboard';
}

export type StoredCoupleForm = Record<string, string>;

/** The validated /couple-signup form, kept until the wedding exists (expired session, /couple-complete-signup). */
export function saveCoupleForm(form: Record<string, string | number | null | undefined>) {
  write(FORM_KEY, JSON.stringify(form));
}

export function readCoupleForm(): StoredCoupleForm | null {
  const raw = read(FORM_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

export function clearCoupleForm() {
  write(FORM_KEY, null);
}

/** A toast for the next page (a toast shown just before navigating would vanish with the page). */
export function flashToast(toast: ToastInput) {
  write(FLASH_KEY, JSON.stringify(toast));
}

/** Shows the toast left by the previous page, once. */
export function showFlashToast() {
  const raw = read(FLASH_KEY);
  if (!raw) return;
  write(FLASH_KEY, null);
  try {
    const toast = JSON.parse(raw) as ToastInput;
    if (typeof toast.title === 'string') showToast(toast);
  } catch {
    // a malformed leftover is dropped
  }
}

/** Full-page navigation (every page is its own static document). */
export function navigate(path: string, { replace = false } = {}) {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}
