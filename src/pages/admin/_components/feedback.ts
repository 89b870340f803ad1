// Failure toasts: the screen's own sentence (spec 001 section 8) as the title, the server's French reason below.
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../stores/toasts.ts';

export function showFailure(title: string, error: unknown) {
  const reason = errorMessage(error, '');
  showToast({ title, ...(reason && reason !== title ? { description: reason } : {}), variant: 'destructive' });
}
