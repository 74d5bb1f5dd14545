import { useEffect, useRef, useState } from 'react';
import { saveDraft } from './api/save-draft';

export type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing must pause before the draft is sent: one save per pause, not per key. */
export const DRAFT_DEBOUNCE_MS = 800;

/**
 * Saves the form to the server as the applicant types (debounced), so it can be resumed after a
 * reload or on another device. `values` is the form's current payload, `step` the step shown.
 */
export function useDraftAutosave(
  route: string,
  values: Record<string, unknown>,
  step: string,
  enabled: boolean,
) {
  const [state, setState] = useState<DraftState>('idle');
  const serialised = JSON.stringify(values);
  const last = useRef<string | null>(null);
  const latest = useRef({ values, step });
  latest.current = { values, step };

  useEffect(() => {
    if (!enabled) return;
    const key = `${serialised}|${step}`;
    // The first render is what was loaded: nothing new to save.
    if (last.current === null) {
      last.current = key;
      return;
    }
    if (last.current === key) return;
    const timer = setTimeout(() => {
      last.current = key;
      setState('saving');
      saveDraft(route, latest.current.values, latest.current.step).then(
        () => setState('saved'),
        () => setState('failed'),
      );
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [route, serialised, step, enabled]);

  return state;
}
