// Notifications (spec 000 section 9): one toast at a time, 5 s, red for the destructive variant. The viewport
// and sonner load with the page's first toast (components/toast-viewport.ts).
import type * as Viewport from '../components/toast-viewport.ts';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

let viewport: Promise<typeof Viewport> | undefined;

/**
 * The viewport's module, loaded once; a load that failed (the site swapped by a rebuild or a deploy while the page was
 * open) is forgotten, so that the toast is tried again once, and the next one loads it anew.
 */
function loadViewport(): Promise<typeof Viewport> {
  viewport ??= import('../components/toast-viewport.ts').catch((error: unknown) => {
    viewport = undefined;
    throw error;
  });
  return viewport;
}

export function showToast(input: ToastInput): Promise<void> {
  return loadViewport()
    .catch(() => new Promise((resolve) => setTimeout(resolve, 500)).then(loadViewport))
    .then(({ show }) => void show(input));
}

export function showError(description: string, title = 'Erreur') {
  return showToast({ title, description, variant: 'destructive' });
}
