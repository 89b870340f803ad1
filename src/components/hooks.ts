// Page-level hooks of the couple islands.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { showFlashToast } from '../stores/couple-flow.ts';
import { $session, handleUnauthenticated, initSession } from '../stores/session.ts';

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

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * One read of the API for `arg` (refetched when it changes): its state, and a setter for the data after a write.
 * A 401 forgets the session user, so the page shows its signed-out state.
 */
export function useRemote<A extends string | number, T>(load: (arg: A) => Promise<T>, arg: A): [Remote<T>, (data: T) => void] {
  const [state, setState] = useState<{ arg: A; remote: Remote<T> }>({ arg, remote: { status: 'loading' } });
  useEffect(() => {
    let cancelled = false;
    load(arg).then(
      (data) => !cancelled && setState({ arg, remote: { status: 'ready', data } }),
      (error: unknown) => {
        handleUnauthenticated(error);
        if (!cancelled) setState({ arg, remote: { status: 'error', error } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, arg]);
  const remote: Remote<T> = state.arg === arg ? state.remote : { status: 'loading' };
  return [remote, (data: T) => setState({ arg, remote: { status: 'ready', data } })];
}
