import { Worker } from 'node:worker_threads';
import { workerCalls } from '../../worker-calls';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

type Job =
  { op: 'hash'; password: string; params: Argon2Params } | { op: 'verify'; hash: string; password: string };

const workerUrl = new URL('./password-worker.mjs', import.meta.url);

/**
 * argon2id on a pool of worker threads, one per core, started on first use. Each worker queues its
 * own jobs, so a finished hash is followed by the next at once instead of waiting for the event
 * loop to hand it over (libuv's pool did, and idled a quarter of the time under a login flood),
 * and each runs below the event loop's priority. A worker that dies fails its jobs and is replaced.
 */
export function createPasswordWorkers(size: number) {
  let slots: ReturnType<typeof workerCalls>[] = [];

  function run(job: Job): Promise<unknown> {
    // Workers that died are replaced before the next job.
    slots = slots.filter((s) => !s.failure());
    while (slots.length < size) slots.push(workerCalls(new Worker(workerUrl)));
    // The worker with the shortest queue.
    const slot = slots.reduce((best, s) => (s.pending() < best.pending() ? s : best));
    return slot.call(job);
  }

  return {
    hash: async (password: string, params: Argon2Params) =>
      String(await run({ op: 'hash', password, params })),
    verify: async (hash: string, password: string) => (await run({ op: 'verify', hash, password })) === true,
  };
}
