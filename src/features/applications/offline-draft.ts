import { ApiError, CANCELLED } from '@/lib/http';
import { discardDraft, draftOf, saveDraft as keepOnDevice } from '@/stores/offline-drafts';
import { applicationsMessages } from './applications-messages';

/** The drafts queue's sender of every application; a draft's kind names its route after it. */
export const APPLICATION_DRAFTS = 'application';

export const applicationDraftKind = (route: string) => `${APPLICATION_DRAFTS}:${route}`;

/** An application's answers typed while its draft could not reach the server. */
export interface OfflineApplicationDraft {
  route: string;
  values: Record<string, unknown>;
  step: string;
  /** The server's `updated_at` of the draft this device last saw (null: none). */
  base: string | null;
  /** When it was typed, in ms on the server's clock as far as this device can tell. */
  typedAt: number;
  /** The server's clock minus this device's, learnt from the last save's answer. */
  skew: number;
}

interface Known {
  updatedAt: string | null;
  skew: number;
}

// What this device last learnt of each route's server draft (while the page is open).
const known = new Map<string, Known>();

const knownOf = (route: string): Known => known.get(route) ?? { updatedAt: null, skew: 0 };

/** The server answered a GET: its draft's version (null: none) is the base of what is typed next. */
export function noteLoaded(route: string, updatedAt: string | null) {
  known.set(route, { ...knownOf(route), updatedAt });
}

/**
 * The server saved the draft: its version, and how far its clock is from this device's (a phone's
 * clock may be wrong by minutes; "newest" is judged on the server's clock).
 */
export function noteSaved(route: string, updatedAt: string, receivedAt = Date.now()) {
  const at = Date.parse(updatedAt);
  const before = knownOf(route);
  // A late answer to an older save does not take the base back.
  if (before.updatedAt && !(at > Date.parse(before.updatedAt))) return;
  known.set(route, { updatedAt, skew: Number.isFinite(at) ? at - receivedAt : before.skew });
}

/** The form opened from the device's copy: it stands on what that copy stood on. */
export function adoptWaiting(draft: OfflineApplicationDraft) {
  known.set(draft.route, { updatedAt: draft.base, skew: draft.skew });
}

/** No answer at all (not a refusal, not a request this page cancelled). */
export const noNetwork = (err: unknown) =>
  err instanceof ApiError && err.status === undefined && err.message !== CANCELLED;

// Keeps and discards run one after another: a discard after a save never lands before the keep
// of the answers that save superseded.
let queue: Promise<unknown> = Promise.resolve();
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
};

/**
 * Keeps the latest answers on this device until they can be sent (the drafts queue, cleared at
 * logout). Answers false when nothing could be kept (signed out).
 */
export function keepOffline(route: string, values: Record<string, unknown>, step: string, now = Date.now()) {
  return inTurn(async () => {
    const { updatedAt, skew } = knownOf(route);
    const payload: OfflineApplicationDraft = {
      route,
      values,
      step,
      base: updatedAt,
      typedAt: now + skew,
      skew,
    };
    const kept = await keepOnDevice({
      kind: applicationDraftKind(route),
      label: applicationsMessages.t('answersOnDevice'),
      href: `/create-transaction/${route}`,
      payload,
    });
    return kept !== null;
  });
}

const isOfflineDraft = (payload: unknown): payload is OfflineApplicationDraft => {
  const p = payload as Partial<OfflineApplicationDraft> | null;
  return (
    typeof p?.route === 'string' &&
    typeof p.step === 'string' &&
    typeof p.typedAt === 'number' &&
    typeof p.values === 'object' &&
    p.values !== null
  );
};

/** The answers waiting on this device for a route, unless the server refused them (null: none). */
export function waitingDraft(route: string): OfflineApplicationDraft | null {
  const draft = draftOf(applicationDraftKind(route));
  return draft && !draft.problem && isOfflineDraft(draft.payload) ? draft.payload : null;
}

/** A save reached the server with everything on the page: the copy waiting on this device is spent. */
export function settleWaiting(route: string) {
  return inTurn(async () => {
    const draft = draftOf(applicationDraftKind(route));
    if (draft && !draft.problem) discardDraft(draft.id);
  });
}

/** Filed: nothing of the application waits on this device any more, refused or not. */
export function forgetWaiting(route: string) {
  return inTurn(async () => {
    const draft = draftOf(applicationDraftKind(route));
    if (draft) discardDraft(draft.id);
  });
}

/**
 * Whether the server's draft is newer than the device's copy, which then must not overwrite it:
 * unchanged since the copy's base, the copy is newer; changed (another device), the later wins on
 * the server's clock; gone although the device had seen one, it was filed or removed elsewhere.
 */
export function serverIsNewer(server: { updatedAt?: string } | null, draft: OfflineApplicationDraft) {
  const base = draft.base ? Date.parse(draft.base) : null;
  if (!server) return base !== null;
  const at = Date.parse(server.updatedAt ?? '');
  if (!Number.isFinite(at)) return false;
  if (base !== null && at <= base) return false;
  return at > draft.typedAt;
}
