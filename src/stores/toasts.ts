// Notifications (spec 000 section 9): one toast at a time, 5 s, red for the destructive variant. The viewport
// and sonner load with the page's first toast (components/toast-viewport.ts).
import { TOAST_DURATION_MS } from '../components/toast-duration.ts';
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

/**
 * What the toast says, shown without the viewport's code when even a second try cannot load it (the old file gone
 * after a deploy, the network down): the message a couple is waiting for is never lost.
 */
function showPlainToast({ title, description, variant = 'default' }: ToastInput) {
  const region = document.createElement('div');
  region.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  region.className = 'toast toast-top toast-center z-50 sm:toast-bottom sm:toast-end';
  region.dataset.testid = 'plain-toast';
  const box = document.createElement('div');
  box.className = `alert max-w-toast shadow-lg flex flex-col items-start gap-1 ${variant === 'destructive' ? 'alert-error' : 'border border-base-300 bg-base-100'}`;
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  box.append(heading);
  if (description) {
    const text = document.createElement('p');
    text.className = 'text-sm opacity-90';
    text.textContent = description;
    box.append(text);
  }
  region.append(box);
  document.body.append(region);
  setTimeout(() => region.remove(), TOAST_DURATION_MS);
}

export function showToast(input: ToastInput): Promise<void> {
  return loadViewport()
    .catch(() => new Promise((resolve) => setTimeout(resolve, 500)).then(loadViewport))
    .then(({ show }) => void show(input))
    .catch(() => showPlainToast(input));
}

export function showError(description: string, title = 'Erreur') {
  return showToast({ title, description, variant: 'destructive' });
}
