import { create } from 'zustand';
import { clearStored, readStored } from '@/lib/storage';

export type AuthStatus = 'unknown' | 'signed-out' | 'signed-in';

interface SessionState {
  status: AuthStatus;
  token: string | null;
}

/** Who is using the app. A token in local storage means signed in (§4). */
export const useSession = create<SessionState>(() => ({ status: 'unknown', token: null }));

/** Reads the stored token once at start. */
export function restoreSession() {
  const token = readStored('token');
  useSession.setState({ token, status: token ? 'signed-in' : 'signed-out' });
}

/** Forgets the session everywhere: memory and local storage. */
export function endSession() {
  clearStored();
  useSession.setState({ token: null, status: 'signed-out' });
}
