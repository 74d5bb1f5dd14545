import { currentHost, type MiniProgramHost } from './host-api';

/** The query flag the mini-program shell adds to the `<web-view src>` it opens the portal with. */
export const MINI_PROGRAM_FLAG = 'miniprogram';

// GCash publishes no user-agent token of its own; its web-view is an Alipay+ (mPaaS) container,
// whose user agents carry one of these.
const WALLET_AGENT = /AlipayClient|mPaaSClient/i;

// `my.getEnv` never answers outside a mini-program web-view; do not wait for it forever.
const GET_ENV_TIMEOUT_MS = 1_500;

/** True when the user agent is an Alipay+ / mPaaS container's. */
export const isWalletUserAgent = (userAgent: string): boolean => WALLET_AGENT.test(userAgent);

/** True when the address carries `?miniprogram=1` (or `=true`). */
export function hasMiniProgramFlag(search: string): boolean {
  const value = new URLSearchParams(search).get(MINI_PROGRAM_FLAG);
  return value === '1' || value === 'true';
}

export interface BrowserSignals {
  userAgent: string;
  search: string;
  host: MiniProgramHost | undefined;
}

/**
 * The address's search, with the shell's flag remembered for the tab (session storage): the pages
 * after the first, which the shell did not open itself, still carry it.
 */
export function withRememberedFlag(
  search: string,
  memory: Pick<Storage, 'getItem' | 'setItem'> | null,
): string {
  if (hasMiniProgramFlag(search)) {
    memory?.setItem(MINI_PROGRAM_FLAG, '1');
    return search;
  }
  if (memory?.getItem(MINI_PROGRAM_FLAG) !== '1') return search;
  return `${search ? `${search}&` : '?'}${MINI_PROGRAM_FLAG}=1`;
}

function tabMemory(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const browserSignals = (): BrowserSignals => ({
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  search: withRememberedFlag(typeof location === 'undefined' ? '' : location.search, tabMemory()),
  host: currentHost(),
});

/**
 * Whether the page runs inside the wallet's mini-program web-view: the user agent or the shell's
 * query flag says so, and the host's `my.getEnv` confirms `miniprogram: true`. A page that merely
 * claims the flag, without the host object, is an ordinary browser.
 */
export function detectMiniProgram(
  signals: BrowserSignals = browserSignals(),
  timeoutMs = GET_ENV_TIMEOUT_MS,
): Promise<boolean> {
  const { userAgent, search, host } = signals;
  if (!host || !(isWalletUserAgent(userAgent) || hasMiniProgramFlag(search))) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    try {
      host.getEnv((env) => {
        clearTimeout(timer);
        resolve(env.miniprogram === true);
      });
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}
