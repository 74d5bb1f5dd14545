/**
 * The part of the wallet's `my` object that a web page inside a mini-program `<web-view>` may
 * use (mPaaS / Alipay+ web-view bridge): `getEnv`, `postMessage` and `onMessage`. `my.tradePay`
 * and `my.getAuthCode` are not available to the page, so it messages the mini-program shell,
 * which calls them and answers back.
 */
export interface MiniProgramHost {
  getEnv(callback: (env: { miniprogram?: boolean }) => void): void;
  postMessage(message: unknown): void;
  /** Set by the page; the shell's `webViewContext.postMessage` arrives here (base library ≥ 1.8.0). */
  onMessage?: ((event: unknown) => void) | undefined;
}

const isHost = (value: unknown): value is MiniProgramHost =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MiniProgramHost).getEnv === 'function' &&
  typeof (value as MiniProgramHost).postMessage === 'function';

/** The wallet's `my` object when the page runs inside its web-view; undefined in a browser. */
export function currentHost(scope: object = globalThis): MiniProgramHost | undefined {
  const my: unknown = (scope as { my?: unknown }).my;
  return isHost(my) ? my : undefined;
}
