import { Toaster } from 'sonner';
import { toastMessages } from '../shared/messages/toasts.ts';
export const TOAST_DURATION_MS = 5000;

/** The page's toast viewport; mounted with the first toast (toast-viewport.ts). */
export default function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      swipeDirections={['right']}
      closeButton
      containerAriaLabel={toastMessages['toast.region']}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: toastMessages['toast.close'],
        classNames: {
          toast: 'alert w-full max-w-toast shadow-lg flex items-start gap-2 border border-base-300 bg-base-100 text-base-content',
          title: 'font-semibold',
          description: 'text-sm opacity-90',
          error: 'alert-error bg-error text-error-content border-error',
          closeButton: 'btn btn-ghost btn-xs',
        },
      }}
    />
  );
}
