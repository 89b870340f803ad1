import { Toaster } from 'sonner';
import { toastMessages } from '../shared/messages/toasts.ts';
import { TOAST_DURATION_MS } from './toast-duration.ts';

/** Phones: toasts at the top, clear of the submit buttons at the bottom of forms and of the thumb. */
const PHONE = '(max-width: 639px)';

/** The page's toast viewport; mounted with the first toast (toast-viewport.ts), in the browser only. */
export default function Toasts() {
  const phone = window.matchMedia(PHONE).matches;
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-right'}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      swipeDirections={phone ? ['top'] : ['right']}
      closeButton
      containerAriaLabel={toastMessages['toast.region']}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: toastMessages['toast.close'],
        classNames: {
          toast:
            'alert w-full max-w-toast shadow-lg flex items-start gap-2 border border-base-300 bg-base-100 text-base-content',
          title: 'font-semibold',
          description: 'text-sm opacity-90',
          error: 'alert-error bg-error text-error-content border-error',
          closeButton: 'btn btn-ghost btn-xs',
        },
      }}
    />
  );
}
