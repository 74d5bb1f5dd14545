import { currentHost, type MiniProgramHost } from './host-api';

/** What the page sends the shell for a sign-on code: the shell calls `my.getAuthCode`. */
export interface AuthMessage {
  type: 'auth';
}

// The shell answers in well under a second; a shell that never does must not leave a spinner.
const AUTH_CODE_TIMEOUT_MS = 10_000;

/** The shell never answered, or said it could not get a code (the user refused, no network). */
export class AuthCodeUnavailable extends Error {
  constructor(readonly reason: 'timeout' | 'refused' | 'no-host') {
    super(`no GCash auth code: ${reason}`);
  }
}

const unwrap = (event: unknown): unknown =>
  typeof event === 'object' && event !== null && 'data' in event ? event.data : event;

/**
 * Asks the mini-program shell for a GCash auth code: posts `{ type: 'auth' }`; the shell calls
 * `my.getAuthCode({ scopes: ['auth_base'] })` and answers through its web-view context with
 * `{ type: 'auth_code', authCode }` (or `{ type: 'auth_error' }`). Other messages still reach the
 * handler that was there before, which is restored once the answer (or the timeout) comes.
 */
export function requestAuthCode(
  host: MiniProgramHost | undefined = currentHost(),
  timeoutMs = AUTH_CODE_TIMEOUT_MS,
): Promise<string> {
  if (!host) return Promise.reject(new AuthCodeUnavailable('no-host'));
  return new Promise((resolve, reject) => {
    const previous = host.onMessage;
    const finish = () => {
      clearTimeout(timer);
      if (host.onMessage === handler) host.onMessage = previous;
    };
    const handler = (event: unknown) => {
      const message = unwrap(event) as { type?: unknown; authCode?: unknown } | null;
      if (message?.type === 'auth_code' && typeof message.authCode === 'string' && message.authCode) {
        finish();
        resolve(message.authCode);
      } else if (message?.type === 'auth_error' || message?.type === 'auth_code') {
        finish();
        reject(new AuthCodeUnavailable('refused'));
      } else previous?.(event);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new AuthCodeUnavailable('timeout'));
    }, timeoutMs);
    host.onMessage = handler;
    const message: AuthMessage = { type: 'auth' };
    host.postMessage(message);
  });
}
