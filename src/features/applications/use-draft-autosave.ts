import { useEffect, useRef, useState } from 'react';
import { isOffline } from '@/lib/use-online';
import { saveDraft } from './api/save-draft';
import { keepOffline, noNetwork, noteSaved, settleWaiting } from './offline-draft';
import { attachLiveForm } from './offline-draft-sender';

/**
 * `offline`: kept on this device until the connection returns; `conflict`: what was kept was not
 * sent because the server's draft is newer (saving stops, nothing is overwritten).
 */
export type DraftState = 'idle' | 'saving' | 'saved' | 'failed' | 'offline' | 'conflict';

/** How long typing must pause before the draft is sent: one save per pause, not per key. */
export const DRAFT_DEBOUNCE_MS = 800;

const keyOf = (values: Record<string, unknown>, step: string) => `${JSON.stringify(values)}|${step}`;

/**
 * Saves the form to the server as the applicant types (debounced), so it can be resumed after a
 * reload or on another device; without a network the answers are kept on this device and sent
 * when it returns (offline-draft). `values` is the form's current payload, `step` the step shown.
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
  const stopped = useRef(false);
  // Only the latest attempt acts on its outcome: an older save's late answer must neither keep
  // older answers on the device nor discard newer ones kept there.
  const attempt = useRef(0);
  const latest = useRef({ values, step });
  latest.current = { values, step };

  useEffect(() => {
    if (!enabled) return;
    return attachLiveForm(route, {
      current: () => latest.current,
      saved: () => {
        last.current = keyOf(latest.current.values, latest.current.step);
        setState('saved');
      },
      conflict: () => {
        stopped.current = true;
        setState('conflict');
      },
    });
  }, [route, enabled]);

  useEffect(() => {
    const key = `${serialised}|${step}`;
    // The first render is what was loaded: nothing new to save. Noted even while saving is off,
    // so the first answer entered after it turns on is saved.
    if (last.current === null) {
      last.current = key;
      return;
    }
    if (!enabled || stopped.current) return;
    if (last.current === key) return;
    const timer = setTimeout(() => {
      last.current = key;
      const { values, step } = latest.current;
      const mine = ++attempt.current;
      const keep = () =>
        keepOffline(route, values, step).then(
          (kept) => setState(kept ? 'offline' : 'failed'),
          () => setState('failed'),
        );
      // No network at all: no request that can only fail.
      if (isOffline()) return void keep();
      setState('saving');
      saveDraft(route, values, step).then(
        (doc) => {
          noteSaved(route, doc.data.attributes.updated_at);
          if (mine !== attempt.current) return;
          void settleWaiting(route);
          setState('saved');
        },
        (err: unknown) => {
          if (mine !== attempt.current) return;
          if (noNetwork(err)) void keep();
          else setState('failed');
        },
      );
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [route, serialised, step, enabled]);

  return state;
}
