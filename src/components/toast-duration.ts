/** Spec 000 section 9: a toast stays 5 s (the viewport's and the plain fallback's, stores/toasts.ts). */
export const TOAST_DURATION_MS = 5000;
