// Notifications (spec 000 section 9): one toast at a time, 5 s, red for the destructive variant. The viewport
// and sonner load with the page's first toast (components/toast-viewport.ts).
import type * as Viewport from '../components/toast-viewport.ts';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

let viewport: Promise<typeof Viewport> | undefined;

export function showToast(input: ToastInput): Promise<void> {
  viewport ??= import('../components/toast-viewport.ts');
  return viewport.then(({ show }) => void show(input));
}

export function showError(description: string, title = 'Erreur') {
  return showToast({ title, description, variant: 'destructive' });
}
