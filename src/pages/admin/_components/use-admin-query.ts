// Reads of the back office: wait for the guard, load once per key, no retry, no refetch on focus
// (spec 001 section 9); `reload` after a write. While a new key loads, the previous data stays on screen.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { $adminSession, handleAdminAuthError } from './admin-session.ts';

export type AdminQuery<T> = {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replace the data after a write, without a round trip. */
  setData: (update: (previous: T | undefined) => T | undefined) => void;
};

/** True once the administrator session is known (from the store; see admin-session.ts). */
export function useAdminReady(): boolean {
  return useStore($adminSession).status === 'ready';
}

type State<T> = { data: T | undefined; loadedKey: string | null; error: unknown; errorKey: string | null };

export function useAdminQuery<T>(load: () => Promise<T>, key: string): AdminQuery<T> {
  const ready = useAdminReady();
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<State<T>>({ data: undefined, loadedKey: null, error: null, errorKey: null });
  const current = `${key}#${generation}`;

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    load().then(
      (data) => !cancelled && setState({ data, loadedKey: current, error: null, errorKey: null }),
      (error: unknown) => {
        if (handleAdminAuthError(error)) return;
        if (!cancelled) setState((s) => ({ ...s, error, errorKey: current }));
      },
    );
    return () => {
      cancelled = true;
    };
    // `key` names what `load` reads: a new closure for the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, current]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const setData = useCallback((update: (previous: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })), []);
  const error = state.errorKey === current ? state.error : null;
  return { data: state.data, error, loading: !error && state.loadedKey !== current, reload, setData };
}
