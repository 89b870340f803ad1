// Notifications (spec 000 section 9): one toast at a time, 5 s, red for the destructive variant.
import { toast as sonner } from 'sonner';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

export const TOAST_DURATION_MS = 5000;

export function showToast({ title, description, variant = 'default' }: ToastInput) {
  sonner.dismiss();
  const options = { description, duration: TOAST_DURATION_MS };
  return variant === 'destructive' ? sonner.error(title, options) : sonner(title, options);
}

export function showError(description: string, title = 'Erreur') {
  return showToast({ title, description, variant: 'destructive' });
}
