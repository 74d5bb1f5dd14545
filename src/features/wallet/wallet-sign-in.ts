import * as v from 'valibot';
import type { WalletAuthCode } from '../../../mini-program-bridge/wallet-auth-code';
import type { AuthSession } from '@/domain/contracts/account-responses';
import {
  walletLinkRequired,
  type GmpSsoAnswer,
  type WalletLinkRequired,
} from '@/domain/contracts/wallet-sign-on';
import { gmpSsoAuth } from './api/gmp-sso-auth';

/** Where GCash sign-in stands: the wallet is asked, then the server; or it needs the owner's proof. */
export type WalletSignInResult =
  | { kind: 'session'; session: AuthSession }
  | { kind: 'link'; request: WalletLinkRequired['data']['attributes'] }
  | { kind: 'not-in-wallet' }
  | { kind: 'timeout' };

/** What GCash sign-in needs from the browser; tests pass their own. */
export interface WalletSignInDeps {
  authCode: () => Promise<WalletAuthCode>;
  exchange: (authCode: string) => Promise<GmpSsoAnswer>;
}

const browserDeps: WalletSignInDeps = {
  // Only through this import, a chunk of its own that waits for nothing of the app: the first
  // HTML of /auth runs it before the app starts (server/src/http/route-preloads.ts), and it asks
  // the shell at once.
  authCode: () =>
    import('../../../mini-program-bridge/wallet-auth-code').then(({ walletAuthCode }) => walletAuthCode()),
  exchange: gmpSsoAuth,
};

/**
 * GCash sign-in on `/auth?gmp_sso=1` (issue 15): inside the mini-program, the shell is asked for an
 * auth code (`my.getAuthCode`, scope auth_base) and the server exchanges it; nothing is typed.
 * `onExchanging` says when the wallet has answered and the server is being asked. A sign-in
 * already under way (React's strict mode mounting the page twice, or one started by
 * `startWalletSignIn` before the page rendered) is joined: the shell is asked once.
 */
export function walletSignIn(
  onExchanging: () => void = () => undefined,
  deps: WalletSignInDeps = browserDeps,
): Promise<WalletSignInResult> {
  const run = (current ??= begin(deps));
  run.claimed = true;
  // Taken once finished: the next call (Try again) asks afresh.
  if (run.settled) current = null;
  if (run.exchanging) onExchanging();
  else run.listeners.push(onExchanging);
  return run.result;
}

/**
 * Starts GCash sign-in as soon as the app's first script runs on /auth, before the page's code
 * and the shell have rendered: on a slow phone the wallet and the server answer meanwhile. The
 * page's `walletSignIn` then takes this run, finished or not.
 */
export function startWalletSignIn(deps: WalletSignInDeps = browserDeps): void {
  current ??= begin(deps);
  // A failure is the page's to show when it takes the run, not an unhandled rejection before.
  current.result.catch(() => undefined);
}

interface Run {
  result: Promise<WalletSignInResult>;
  exchanging: boolean;
  listeners: (() => void)[];
  settled: boolean;
  /** A page has this run's answer (or will): once settled it is not handed out again. */
  claimed: boolean;
}

// The sign-in under way, or finished but not yet taken by a page.
let current: Run | null = null;

function begin(deps: WalletSignInDeps): Run {
  const run: Run = {
    // Both callbacks run after an await, when `run` is assigned.
    result: signInOnce(() => {
      run.exchanging = true;
      for (const listener of run.listeners) listener();
    }, deps).finally(() => {
      run.settled = true;
      if (run.claimed && current === run) current = null;
    }),
    exchanging: false,
    listeners: [],
    settled: false,
    claimed: false,
  };
  return run;
}

async function signInOnce(onExchanging: () => void, deps: WalletSignInDeps): Promise<WalletSignInResult> {
  const answer = await deps.authCode();
  if ('none' in answer) return { kind: answer.none };
  onExchanging();
  const exchanged = await deps.exchange(answer.code);
  if (v.is(walletLinkRequired, exchanged)) return { kind: 'link', request: exchanged.data.attributes };
  return { kind: 'session', session: exchanged as AuthSession };
}
