import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** A keep-alive HTTP client for one base URL: each call resolves with the status and the body. */
export function httpClient(baseUrl: string, options: { maxSockets: number; timeoutMs: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const origin = new URL(baseUrl);
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const payload = json === undefined ? undefined : JSON.stringify(json);
      const req = request(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          method,
          path,
          timeout: options.timeoutMs,
          headers: payload
            ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timed out after ${options.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

/** Nearest-rank percentile (`q` from 0 to 1) of a list; `null` when the list is empty. */
export function percentile(values: number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? null;
}

/**
 * What an open-loop run measured; latencies in ms, from the moment each request was sent, over the
 * answered requests (and the failed ones when `failureLatencyMs` is given).
 */
export interface PacedResult {
  rate: number;
  durationSeconds: number;
  sent: number;
  /** 2xx answers that arrived within the send window, per second of that window. */
  achievedPerSecond: number;
  ok: number;
  non2xx: number;
  /** Network errors and timeouts, plus the requests not sent (`skipped`). */
  errors: number;
  /** Requests not sent because `maxInFlight` answers were still outstanding (an overloaded server). */
  skipped: number;
  statusCodes: Record<string, number>;
  latency: { p50: number | null; p90: number | null; p99: number | null; max: number | null };
  /** p99 latency (ms) of the requests sent in each second of the run, to show drift. */
  p99BySecond: (number | null)[];
  /** Largest delay (ms) between a request's scheduled time and its actual send (client lag). */
  maxSendLagMs: number;
  firstErrors: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `send(i)` at a fixed rate, evenly spaced (one request every `1000 / rate` ms), for
 * `durationSeconds`, without waiting for earlier answers (an open loop: a slow server faces the
 * same arrivals, and its queueing shows up in the latencies instead of lowering the load, unlike
 * autocannon's per-connection, per-second bursts). `send` resolves with the HTTP status.
 */
export async function pacedRun(options: {
  rate: number;
  durationSeconds: number;
  maxInFlight: number;
  send: (i: number) => Promise<number>;
  /** When set, failed and unsent requests enter the latency percentiles with this many ms. */
  failureLatencyMs?: number;
}): Promise<PacedResult> {
  const { rate, durationSeconds, maxInFlight, send, failureLatencyMs = Number.NaN } = options;
  const interval = 1000 / rate;
  const total = Math.round(rate * durationSeconds);
  const windowEnd = durationSeconds * 1000;
  const latencies: number[] = new Array<number>(total).fill(Number.NaN);
  const statusCodes: Record<string, number> = {};
  const firstErrors: string[] = [];
  let [ok, okInWindow, non2xx, errors, skipped, inFlight, maxSendLagMs] = [0, 0, 0, 0, 0, 0, 0];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    const sentAt = performance.now();
    maxSendLagMs = Math.max(maxSendLagMs, sentAt - due);
    if (inFlight >= maxInFlight) {
      errors++;
      skipped++;
      latencies[i] = failureLatencyMs;
      continue;
    }
    inFlight++;
    pending.push(
      send(i).then(
        (status) => {
          const doneAt = performance.now();
          latencies[i] = doneAt - sentAt;
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status >= 200 && status < 300) {
            ok++;
            if (doneAt - start <= windowEnd) okInWindow++;
          } else non2xx++;
          inFlight--;
        },
        (err: unknown) => {
          errors++;
          latencies[i] = failureLatencyMs;
          if (firstErrors.length < 5) firstErrors.push(err instanceof Error ? err.message : String(err));
          inFlight--;
        },
      ),
    );
  }
  await Promise.all(pending);
  const answered = latencies.filter((ms) => !Number.isNaN(ms));
  const perSecond = Math.round(rate);
  const p99BySecond = Array.from({ length: Math.ceil(total / perSecond) }, (_, s) =>
    percentile(
      latencies.slice(s * perSecond, (s + 1) * perSecond).filter((ms) => !Number.isNaN(ms)),
      0.99,
    ),
  );
  return {
    rate,
    durationSeconds,
    sent: total,
    achievedPerSecond: okInWindow / durationSeconds,
    ok,
    non2xx,
    errors,
    skipped,
    statusCodes,
    latency: {
      p50: percentile(answered, 0.5),
      p90: percentile(answered, 0.9),
      p99: percentile(answered, 0.99),
      max: percentile(answered, 1),
    },
    p99BySecond,
    maxSendLagMs,
    firstErrors,
  };
}
