import { performance } from 'node:perf_hooks';

/** One arrival of an open-loop run: its operation, when it was sent, how long and what it got (0: no answer). */
export interface Arrival<Op extends string> {
  op: Op;
  sentAt: number;
  ms: number;
  status: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends arrival i at `start + i / rate` whatever the answers so far (an open loop: a slow server
 * faces the same arrivals and its queue shows in the latencies), for `seconds`; `at` runs actions
 * at given seconds into the run (a kill, a rolling restart) without holding the arrivals up.
 * Resolves once every answer is in.
 */
export async function openLoop<Op extends string>(options: {
  rate: number;
  seconds: number;
  operationOf: (i: number) => Op;
  send: (i: number) => Promise<number>;
  at?: { second: number; action: () => Promise<unknown> }[];
}): Promise<{ start: number; arrivals: Arrival<Op>[]; actions: unknown[] }> {
  const { rate, seconds } = options;
  const arrivals: Arrival<Op>[] = [];
  const pending: Promise<unknown>[] = [];
  const start = performance.now();
  const actions = (options.at ?? []).map(({ second, action }) => sleep(second * 1000).then(action));
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait >= 1) await sleep(wait);
    const arrival: Arrival<Op> = { op: options.operationOf(i), sentAt: performance.now(), ms: 0, status: 0 };
    arrivals.push(arrival);
    pending.push(
      options
        .send(i)
        .catch(() => 0)
        .then((status) => {
          arrival.status = status;
          arrival.ms = performance.now() - arrival.sentAt;
        }),
    );
  }
  await Promise.all(pending);
  return { start, arrivals, actions: await Promise.all(actions) };
}
