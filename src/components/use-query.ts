// The one hook through which couple and back-office islands read the API (docs/decisions/016: hand-made, not
// @nanostores/query, for the couple pages' weight). A read is loaded once per key, never retried nor refetched on
// focus (spec 001 section 9); `reload` asks again after a write, `setData` replaces the data without a round trip.
// While a new key loads, the previous key's data stays on screen. Each area passes its policy (QueryPolicy):
// the couple pages' `coupleReads` (stores/session.ts), the back office's `adminReads` (stores/admin-session.ts).
import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useState } from 'react';

/** An area's rules for its reads: what a failure does, and what the reads wait for. */
export type QueryPolicy = {
  /** Sees every failure (a 401 ends the session, say); true when it handled it (the page leaves or changes). */
  onError?: (error: unknown) => boolean | void;
  /** While false, no read is made (the back office's session being checked): the screen shows it loading. */
  ready?: ReadableAtom<boolean>;
};

const ALWAYS_READY = atom(true);

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
 * a new closure for the same key is the same read. `policy` is the area's (see QueryPolicy).
 */
export function useQuery<T>(load: () => Promise<T>, key: string | null, policy: QueryPolicy = {}): QueryResult<T> {
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<State<T>>({ data: undefined, loadedKey: null, error: null, errorKey: null });
  const ready = useStore(policy.ready ?? ALWAYS_READY);
  const current = key === null || !ready ? null : `${key}#${generation}`;

  useEffect(() => {
    if (current === null) return;
    let cancelled = false;
    load().then(
      (data) => !cancelled && setState({ data, loadedKey: current, error: null, errorKey: null }),
      (error: unknown) => {
        if (policy.onError?.(error) === true) return;
        if (!cancelled) setState((s) => ({ ...s, error, errorKey: current }));
      },
    );
    return () => {
      cancelled = true;
    };
    // `key` names what `load` reads (see above); `policy` is the area's, read when a call fails.
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
