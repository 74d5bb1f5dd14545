import { detectMiniProgram } from './detect-mini-program';
import { AuthCodeUnavailable, requestAuthCode } from './request-auth-code';

/** The page the mini-program shell opens for GCash sign-in (issue 15, docs/api-wallet.md). */
export const WALLET_SIGN_IN_PATH = '/auth';

/** The shell's auth code for sign-in, or why there is none to exchange. */
export type WalletAuthCode = { code: string } | { none: 'not-in-wallet' | 'timeout' };

/** What asking the shell needs from the browser; tests pass their own. */
export interface AuthCodeSource {
  inMiniProgram: () => Promise<boolean>;
  authCode: () => Promise<string>;
}

const browserSource: AuthCodeSource = {
  inMiniProgram: () => detectMiniProgram(),
  authCode: () => requestAuthCode(),
};

async function ask(source: AuthCodeSource): Promise<WalletAuthCode> {
  if (!(await source.inMiniProgram())) return { none: 'not-in-wallet' };
  try {
    return { code: await source.authCode() };
  } catch (err) {
    if (err instanceof AuthCodeUnavailable && err.reason === 'timeout') return { none: 'timeout' };
    throw err;
  }
}

// The answer to the shell asked before the app started, until the app takes it.
let early: Promise<WalletAuthCode> | null = null;

/**
 * Asks the shell for an auth code now, if the page runs inside the mini-program. The server's
 * first HTML of /auth runs this module as a script of its own, beside the app's: it needs nothing
 * of the app, so on a slow phone the wallet answers while the app's main script is still
 * downloading and starting; `walletAuthCode` then hands that answer to the app.
 */
export function startEarlyAuthCode(source: AuthCodeSource = browserSource): void {
  early = ask(source);
  // A refusal is the app's to show when it takes the answer.
  early.catch(() => undefined);
}

/**
 * The auth code for GCash sign-in (`my.getAuthCode`, scope auth_base, through the shell): the one
 * asked early if there is one (taken once: Try again asks afresh), else asked now. Outside the
 * mini-program or when the shell never answers, says so; a refusal rejects (AuthCodeUnavailable).
 */
export async function walletAuthCode(source: AuthCodeSource = browserSource): Promise<WalletAuthCode> {
  const taken = early;
  early = null;
  const answer = taken ? await taken : undefined;
  // Asked before the shell's `my` was there, it looked like a browser: ask again now.
  if (answer && !('none' in answer && answer.none === 'not-in-wallet')) return answer;
  return ask(source);
}

if (typeof location !== 'undefined' && location.pathname === WALLET_SIGN_IN_PATH) startEarlyAuthCode();
