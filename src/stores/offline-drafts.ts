import { create } from 'zustand';
import { ApiError } from '@/lib/http';
import { sessionFingerprint } from '@/lib/session-key';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { isOffline } from '@/lib/use-online';
import { useDraftsWaiting } from './drafts-waiting';

/** Something typed while offline, waiting on this device to be sent. */
export interface Draft {
  id: string;
  /** Which sender sends it ('profile'). */
  kind: string;
  /** What the user is told is waiting ('Your profile changes'). */
  label: string;
  /** Where the user reviews it. */
  href: string;
  payload: unknown;
  /** ISO time it was saved. */
  savedAt: string;
  /** The session that typed it (a fingerprint of its token): only that session sends it. */
  owner: string;
  /** Why the server did not take it; it then waits for the user instead of being sent again. */
  problem: string | null;
}

/** A sender finds the server changed since the draft began: the user decides, nothing is overwritten. */
export class DraftConflict extends Error {}

type Sender = (payload: unknown) => Promise<void>;

interface DraftState {
  drafts: Draft[];
  sending: boolean;
}

// Local storage, beside the stored profile: logout and an expired session clear it (clearStored).
// Storage full or blocked: the draft lives for this visit only.
function load(): Draft[] {
  try {
    const parsed = JSON.parse(readStored('offlineDrafts') ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as Draft[]) : [];
  } catch {
    return [];
  }
}

function save(drafts: Draft[]) {
  if (drafts.length) writeStored('offlineDrafts', JSON.stringify(drafts));
  else removeStored('offlineDrafts');
  useDraftsWaiting.setState({ waiting: drafts.length > 0 });
}

/** The drafts waiting on this device (drives the notice in the shell). */
export const useDrafts = create<DraftState>(() => ({ drafts: load(), sending: false }));

const setDrafts = (update: (drafts: Draft[]) => Draft[]) => {
  const drafts = update(useDrafts.getState().drafts);
  save(drafts);
  useDrafts.setState({ drafts });
};

const senders = new Map<string, Sender>();

/** Says how drafts of one kind are sent (the profile form: its PUT). */
export function registerDraftSender(kind: string, send: Sender) {
  senders.set(kind, send);
}

const currentOwner = async () => {
  const token = readStored('token');
  return token ? sessionFingerprint(token) : null;
};

/**
 * Keeps a draft on this device for the signed-in session; a new draft of the same kind replaces
 * the waiting one (the latest typing wins). Answers null when nobody is signed in.
 */
export async function saveDraft(
  draft: Pick<Draft, 'kind' | 'label' | 'href' | 'payload'>,
  now = new Date(),
): Promise<Draft | null> {
  const owner = await currentOwner();
  if (!owner) return null;
  const kept: Draft = { ...draft, id: crypto.randomUUID(), savedAt: now.toISOString(), owner, problem: null };
  setDrafts((drafts) => [...drafts.filter((d) => d.kind !== draft.kind), kept]);
  return kept;
}

/** The waiting draft of a kind for this device, if any (a form opens with it). */
export const draftOf = (kind: string) => useDrafts.getState().drafts.find((d) => d.kind === kind) ?? null;

export function discardDraft(id: string) {
  setDrafts((drafts) => drafts.filter((d) => d.id !== id));
}

/** Forgets every draft (logout, an expired session). */
export function forgetDrafts() {
  save([]);
  useDrafts.setState({ drafts: [], sending: false });
}

// No answer, an ending session, a busy or failing server: try the whole round again later.
const notNow = (status: number | undefined) =>
  status === undefined || status === 401 || status === 429 || status >= 500;

export interface ReplayResult {
  sent: Draft[];
  refused: Draft[];
}

/**
 * Sends the waiting drafts, oldest first, when online: a sent one is removed; one the server
 * refuses (a 422, a conflict) is kept with the reason for the user to review; a network failure
 * (or a 5xx, a 429) stops the round and keeps the rest for the next `online`. Another session's
 * drafts are dropped unsent. A 401 stops too (the expired-session handler clears everything).
 */
export async function replayDrafts(): Promise<ReplayResult> {
  const result: ReplayResult = { sent: [], refused: [] };
  // Nothing waiting (most starts): no token hashing, no storage write.
  const { drafts, sending } = useDrafts.getState();
  if (!drafts.length || sending || isOffline()) return result;
  useDrafts.setState({ sending: true });
  try {
    const owner = await currentOwner();
    if (!owner) return result;
    setDrafts((drafts) => drafts.filter((d) => d.owner === owner));
    for (const draft of useDrafts.getState().drafts) {
      // 'application:<route>' is sent by the sender of 'application', one for every route.
      const send = senders.get(draft.kind) ?? senders.get(draft.kind.split(':')[0] ?? '');
      if (!send || draft.problem) continue;
      try {
        await send(draft.payload);
        discardDraft(draft.id);
        result.sent.push(draft);
      } catch (err) {
        if (err instanceof ApiError && notNow(err.status)) break;
        const problem = err instanceof Error ? err.message : 'It could not be sent.';
        setDrafts((drafts) => drafts.map((d) => (d.id === draft.id ? { ...d, problem } : d)));
        result.refused.push({ ...draft, problem });
      }
    }
  } finally {
    useDrafts.setState({ sending: false });
  }
  return result;
}
