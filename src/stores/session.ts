import * as v from 'valibot';
import { create } from 'zustand';
import { profileAttributes, type AuthSession, type Profile } from '@/domain/contracts/account-responses';
import { ApiError } from '@/lib/http';
import { reloadPage } from '@/lib/reload-page';
import { clearStored, readStored, removeStored, writeStored } from '@/lib/storage';
import { useDraftsWaiting } from './drafts-waiting';
import { takeReturnPath } from './return-path';
import { forgetTransactions } from './transactions';

export type AuthStatus = 'unknown' | 'signed-out' | 'signed-in';

interface SessionState {
  status: AuthStatus;
  profile: Profile | null;
  /** The session began on /mobile/login (the wallet web-view): logging out returns there (§4). */
  mobileLogin: boolean;
}

/** Who is using the app. A token in local storage means signed in (§4); only `http` reads it. */
export const useSession = create<SessionState>(() => ({
  status: 'unknown',
  profile: null,
  mobileLogin: false,
}));

function storedProfile(): Profile | null {
  try {
    const parsed = v.safeParse(profileAttributes, JSON.parse(readStored('profile') ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Keeps the profile in memory and under `profile` in local storage (§3). */
export function setProfile(profile: Profile) {
  const json = JSON.stringify(profile);
  const unchanged = readStored('profile') === json && useSession.getState().profile !== null;
  writeStored('profile', json);
  // The refresh at start mostly answers what is stored: the same object then re-renders nothing
  // (the header, menus and page would otherwise all render again on a slow phone).
  if (unchanged && useSession.getState().status === 'signed-in') return;
  useSession.setState({ profile, status: 'signed-in' });
}

/**
 * Reads the stored session once at start. With a token the profile is fetched again, unless the
 * address carries `gmp_sso` (the GCash sign-in page, /auth?gmp_sso=1, signs in itself, §4). A stored profile
 * lets the app show at once (and the refresh wait for `refreshAfter`); without one, the blank
 * placeholder waits for the fetch.
 */
export function restoreSession(
  fetchProfile?: () => Promise<Profile>,
  {
    refreshAfter,
  }: {
    /** With a stored profile on screen, the refresh waits for this (the first page, first-page.ts). */
    refreshAfter?: () => Promise<void>;
  } = {},
) {
  const token = readStored('token');
  if (!token) {
    useSession.setState({ status: 'signed-out', profile: null, mobileLogin: false });
    return;
  }
  const profile = storedProfile();
  const fetching = fetchProfile !== undefined && !window.location.href.includes('gmp_sso');
  useSession.setState({
    profile,
    mobileLogin: readStored('mobileLogin') === 'true',
    status: profile || !fetching ? 'signed-in' : 'unknown',
  });
  if (!fetching) return;
  const refresh = () =>
    fetchProfile().then(setProfile, (err: unknown) => {
      // A rejected token ends the session; any other failure (offline) keeps it with what is stored.
      if (err instanceof ApiError && err.status === 401) endSession();
      else if (useSession.getState().status === 'unknown') useSession.setState({ status: 'signed-in' });
    });
  // Without a stored profile the app waits for this answer: it cannot wait for the first page.
  if (profile && refreshAfter) void refreshAfter().then(refresh);
  else void refresh();
}

/**
 * Starts a session from a sign-in or sign-up answer: token and profile go to local storage and the
 * app reloads at / (§4) — or where a deep link was going when the visitor was asked to sign in —, so the signed-in route table and a first-login redirect apply from scratch.
 * An answer without a token (2-step verification pending) starts nothing and returns false.
 * `reload: false` (the wallet's sign-in, which opens a fresh app): no reload — the caller goes on
 * in the page, where nothing was kept from before the session began.
 */
export function signIn(
  session: AuthSession,
  options: { mobileLogin?: boolean; reload?: boolean } = {},
): boolean {
  const token = session.data.attributes.token;
  if (!token) return false;
  const profile = session.included?.[0]?.attributes ?? null;
  writeStored('token', token);
  if (profile) writeStored('profile', JSON.stringify(profile));
  if (options.mobileLogin) writeStored('mobileLogin', 'true');
  else removeStored('mobileLogin');
  useSession.setState({ profile, status: 'signed-in', mobileLogin: options.mobileLogin ?? false });
  if (options.reload !== false) reloadPage(takeReturnPath() ?? '/');
  return true;
}

/** Forgets the session everywhere: memory, local storage, its offline copies and drafts. */
export function endSession() {
  clearStored();
  forgetTransactions();
  // clearStored removed the drafts; the drafts store, if it was loaded, forgets its copy.
  useDraftsWaiting.setState({ waiting: false });
  void import('./offline-drafts').then(({ forgetDrafts }) => forgetDrafts());
  // Loaded here, not at start: the first page does not need the offline copies' code.
  void import('@/lib/offline-copy').then(({ forgetCopies }) => forgetCopies());
  useSession.setState({ profile: null, status: 'signed-out', mobileLogin: false });
}
