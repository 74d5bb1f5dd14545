import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './http';
import { FALLBACK_MESSAGE } from '@/domain/constants/error-messages';

export type FetchState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: ApiError };

export interface Fetched<T> {
  state: FetchState<T>;
  /** Fetches again (a Try again button). */
  reload(): void;
  /** Fetches again keeping what is shown until the answer comes (after a change made on the page). */
  refresh(): void;
  /** Replaces the data with what an action answered (a cancel, an upload) without a fetch. */
  set(data: T): void;
}

const LOADING = { status: 'loading', data: null, error: null } as const;

/**
 * What a page fetches: the loader runs when `key` changes (null waits), an answer that arrives
 * after the key changed or the page left is dropped (the request is aborted), and a failure is
 * an ApiError with the §8 message. One hook instead of an effect/abort loop per page.
 */
export function useFetch<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Fetched<T> {
  const [state, setState] = useState<FetchState<T>>(LOADING);
  const [round, setRound] = useState(0);
  // The latest loader, so a new closure each render does not fetch again.
  const loader = useRef(load);
  loader.current = load;
  // Set by refresh(): the next fetch leaves the shown data (and what the page holds open) in place.
  const keep = useRef(false);

  useEffect(() => {
    // No key: nothing to show (a choice undone), not the last key's data.
    if (key === null) return setState(LOADING);
    const controller = new AbortController();
    if (!keep.current) setState(LOADING);
    keep.current = false;
    loader.current(controller.signal).then(
      (data) => {
        // A transition: React renders the answer (a whole list, a detail) in slices that let a
        // tap or a scroll through, instead of one long task on a slow phone.
        if (!controller.signal.aborted)
          startTransition(() => setState({ status: 'ready', data, error: null }));
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const error = err instanceof ApiError ? err : new ApiError(FALLBACK_MESSAGE, undefined);
        setState({ status: 'error', data: null, error });
      },
    );
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const refresh = useCallback(() => {
    keep.current = true;
    setRound((r) => r + 1);
  }, []);
  const set = useCallback((data: T) => setState({ status: 'ready', data, error: null }), []);
  return { state, reload, refresh, set };
}
