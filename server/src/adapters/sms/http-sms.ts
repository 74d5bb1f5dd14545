import type { SmsSender } from './sms-sender';

/**
 * A generic HTTP SMS provider: POST JSON `{ to, from, message }` with a bearer token. Most
 * Philippine SMS gateways accept this shape or sit behind a small relay that does.
 */
export function createHttpSms(options: {
  url: string;
  token?: string | undefined;
  sender: string;
  fetchImpl?: typeof fetch;
}): SmsSender {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async send(to, body) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, from: options.sender, message: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
