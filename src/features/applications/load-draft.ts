import { getDraft, type Draft } from './api/get-draft';
import { adoptWaiting, noNetwork, noteLoaded, serverIsNewer, waitingDraft } from './offline-draft';

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
  let server: Draft | null;
  try {
    server = await deps.getDraft(route, signal);
  } catch (err) {
    if (!waiting || !noNetwork(err)) throw err;
    adoptWaiting(waiting);
    return { payload: waiting.values, step: waiting.step };
  }
  noteLoaded(route, server?.updatedAt ?? null);
  if (waiting && !serverIsNewer(server, waiting)) return { payload: waiting.values, step: waiting.step };
  return server;
}
