import type { MiniProgramHost } from './host-api';

/**
 * A scripted stand-in for the wallet's `my` object, as the mini-program shell drives it: it answers
 * `getEnv` as told, records what the page posts, and delivers the shell's replies to the page's
 * `my.onMessage` the way the web-view does (`{ data }`). For tests and local trials of the bridge.
 */
export function scriptedHost({ miniprogram = true, answersGetEnv = true } = {}) {
  const posted: unknown[] = [];
  const host: MiniProgramHost & { posted: unknown[]; reply(data: unknown): void } = {
    posted,
    getEnv(callback) {
      if (answersGetEnv) setTimeout(() => callback({ miniprogram }), 0);
    },
    postMessage(message) {
      posted.push(message);
    },
    onMessage: undefined,
    reply(data) {
      host.onMessage?.({ data });
    },
  };
  return host;
}
