// The one hook through which couple and back-office islands read the API (docs/decisions/016: hand-made, not
// @nanostores/query, for the couple pages' weight). A read is loaded once per key, never retried nor refetched on
// focus (spec 001 section 9); `reload` asks again after a write, `setData` replaces the data without a round trip.
// While a new key loads, the previous key's data stays on screen.
import { useCallback, useEffect, useState } from 'react';

export type QueryResult<T> = {
  /** The current key's data, else the last key's while the current one loads. */
  data: T | undefined;
  /** The current key's failure. */
  error: unknown;
  /** True until the current key has answered (while waiting for a key, and while `reload` asks again). */
  loading: boolean;
  reload: () => void;
  setData: (update: (previous: T | undefined) => T | undefined) => void;
};

type State<T> = { data: T | undefined; loadedKey: string | null; error: unknown; errorKey: string | null };

/**
 * `load` read under `key` (a new key reads again; null waits, nothing is asked). `key` names what `load` reads:
 * a new closure for the same key is the same read. `onError` sees every failure (a 401 ends the session, say).
 */
export function useQuery<T>(
  load: () => Promise<T>,
  key: string | null,
  onError?: (error: unknown) => boolean | void,
): QueryResult<T> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<State<T>>({ data: undefined, loadedKey: null, error: null, errorKey: null });
  const current = key === null ? null : `${key}#${generation}`;

  useEffect(() => {
    if (current === null) return;
    let cancelled = false;
    load().then(
      (data) => !cancelled && setState({ data, loadedKey: current, error: null, errorKey: null }),
      (error: unknown) => {
        if (onError?.(error) === true) return;
        if (!cancelled) setState((s) => ({ ...s, error, errorKey: current }));
      },
    );
    return () => {
      cancelled = true;
    };
    // `key` names what `load` reads (see above); `onError` is the screen's policy, read when a call fails.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const setData = useCallback(
    (update: (previous: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })),
    [],
  );
  const error = current !== null && state.errorKey === current ? state.error : null;
  // Waiting for a key (null) is loading too: the screen shows its spinner, not an empty state.
  return {
    data: state.data,
    error,
    loading: !error && (current === null || state.loadedKey !== current),
    reload,
    setData,
  };
}
