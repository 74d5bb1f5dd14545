import { getDraft, type Draft } from './api/get-draft';
import { isOffline } from '@/lib/use-online';
import {
  adoptWaiting,
  noNetwork,
  noteLoaded,
  serverIsNewer,
  waitingDraft,
  type OfflineApplicationDraft,
} from './offline-draft';

/**
 * The draft an application form opens with: the answers waiting on this device when they are
 * newer than the server's draft or the server cannot be reached, else the server's draft.
 */
export async function loadDraft(
  route: string,
  signal?: AbortSignal,
  deps = { getDraft },
): Promise<Draft | null> {
  const waiting = waitingDraft(route);
  const fromDevice = (copy: OfflineApplicationDraft) => {
    adoptWaiting(copy);
    return { payload: copy.values, step: copy.step };
  };
  // Offline the device's copy answers without a request that can only fail (and say so).
  if (waiting && isOffline()) return fromDevice(waiting);
  let server: Draft | null;
  try {
    server = await deps.getDraft(route, signal);
  } catch (err) {
    if (!waiting || !noNetwork(err)) throw err;
    return fromDevice(waiting);
  }
  noteLoaded(route, server?.updatedAt ?? null);
  if (waiting && !serverIsNewer(server, waiting)) return { payload: waiting.values, step: waiting.step };
  return server;
}
