// Page-level hooks of the couple islands.
import { useStore } from '@nanostores/react';
import { useEffect, useSyncExternalStore } from 'react';
import { noSubscription } from './use-client-value.ts';
import { showFlashToast } from '../stores/couple-flow.ts';
import { $guestListVersions } from '../stores/guest-list-changes.ts';
import { $session, initSession } from '../stores/session.ts';

/** The session user; the first call of the page reads the mirror and asks the server. */
export function useSession() {
  const session = useStore($session);
  useEffect(() => {
    void initSession();
  }, []);
  return session;
}

/** Shows the toast the previous page left before navigating here. */
export function useFlashToast() {
  useEffect(() => {
    showFlashToast();
  }, []);
}

/**
 * A value only the browser knows (URL, sessionStorage): the server's stand-in for the pre-rendered HTML and the
 * hydration, then the real one (React reads `serverValue` while hydrating, then `read`).
 */
export function useBrowserValue<T extends string | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** The wedding's guest-list version (stores/guest-list-changes.ts): a read keyed with it follows every write. */
export function useGuestListVersion(weddingId: number): number {
  return useStore($guestListVersions, { keys: [String(weddingId)] })[String(weddingId)] ?? 0;
}
