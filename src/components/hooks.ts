// Page-level hooks of the couple islands.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { showFlashToast } from '../stores/couple-flow.ts';
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
 * hydration, then the real one. (preact/compat's useSyncExternalStore has no server snapshot.)
 */
export function useBrowserValue<T extends string | null>(read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue);
  // Read after hydration on purpose: the first render must match the pre-rendered HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setValue(read()), [read]);
  return value;
}
