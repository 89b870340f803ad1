// The toast viewport (Toasts.tsx, sonner), mounted by stores/toasts.ts on the page's first toast only: a page
// that says nothing never loads sonner.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { toast as sonner } from 'sonner';
import type { ToastInput } from '../stores/toasts.ts';
import { TOAST_DURATION_MS } from './toast-duration.ts';
import Toasts from './Toasts.tsx';

const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(createElement(Toasts));

/** Spec 000 section 9: one toast at a time, 5 s, red for the destructive variant. */
export function show({ title, description, variant = 'default' }: ToastInput) {
  sonner.dismiss();
  const options = { description, duration: TOAST_DURATION_MS };
  return variant === 'destructive' ? sonner.error(title, options) : sonner(title, options);
}
