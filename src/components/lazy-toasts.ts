// Toasts for framework-free pages: the project's toast viewport (Toasts.tsx, sonner) is mounted on the first
// toast only, so that a public page loads no React until something has to be said.
import type { ToastInput, showToast } from '../stores/toasts.ts';

let store: Promise<{ showToast: typeof showToast }> | undefined;

async function mountViewport() {
  const [{ createElement }, { createRoot }, { default: Toasts }, toasts] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./Toasts.tsx'),
    import('../stores/toasts.ts'),
  ]);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(Toasts));
  return toasts;
}

export async function toast(input: ToastInput) {
  store ??= mountViewport();
  (await store).showToast(input);
}

export function toastError(description: string, title = 'Erreur') {
  return toast({ title, description, variant: 'destructive' });
}
