import * as v from 'valibot';
import { detectMiniProgram } from '../../../mini-program-bridge/detect-mini-program';
import { AuthCodeUnavailable, requestAuthCode } from '../../../mini-program-bridge/request-auth-code';
import type { AuthSession } from '@/domain/contracts/account-responses';
import {
  walletLinkRequired,
  type GmpSsoAnswer,
  type WalletLinkRequired,
} from '@/domain/contracts/wallet-sign-on';
import { gmpSsoAuth } from './api/gmp-sso-auth';

// For tests and callers that tell a shell that never answered from other failures.
export { AuthCodeUnavailable };

/** Where GCash sign-in stands: the wallet is asked, then the server; or it needs the owner's proof. */
export type WalletSignInResult =
  | { kind: 'session'; session: AuthSession }
  | { kind: 'link'; request: WalletLinkRequired['data']['attributes'] }
  | { kind: 'not-in-wallet' }
  | { kind: 'timeout' };

/** What GCash sign-in needs from the browser; tests pass their own. */
export interface WalletSignInDeps {
  inMiniProgram: () => Promise<boolean>;
  authCode: () => Promise<string>;
  exchange: (authCode: string) => Promise<GmpSsoAnswer>;
}

const browserDeps: WalletSignInDeps = {
  inMiniProgram: () => detectMiniProgram(),
  authCode: () => requestAuthCode(),
  exchange: gmpSsoAuth,
};

/**
 * GCash sign-in on `/auth?gmp_sso=1` (issue 15): inside the mini-program, the shell is asked for an
 * auth code (`my.getAuthCode`, scope auth_base) and the server exchanges it; nothing is typed.
 * `onExchanging` says when the wallet has answered and the server is being asked.
 */
export function walletSignIn(
  onExchanging: () => void = () => undefined,
  deps: WalletSignInDeps = browserDeps,
): Promise<WalletSignInResult> {
  // One at a time: a page mounted twice (React's strict mode) must not ask the shell twice.
  inFlight ??= signInOnce(onExchanging, deps).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let inFlight: Promise<WalletSignInResult> | null = null;

async function signInOnce(onExchanging: () => void, deps: WalletSignInDeps): Promise<WalletSignInResult> {
  if (!(await deps.inMiniProgram())) return { kind: 'not-in-wallet' };
  let code: string;
  try {
    code = await deps.authCode();
  } catch (err) {
    if (err instanceof AuthCodeUnavailable && err.reason === 'timeout') return { kind: 'timeout' };
    throw err;
  }
  onExchanging();
  const answer = await deps.exchange(code);
  if (v.is(walletLinkRequired, answer)) return { kind: 'link', request: answer.data.attributes };
  return { kind: 'session', session: answer as AuthSession };
}
