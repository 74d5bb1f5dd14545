import { Worker } from 'node:worker_threads';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

type Job =
  { op: 'hash'; password: string; params: Argon2Params } | { op: 'verify'; hash: string; password: string };
type Reply = { id: number; result: string | boolean; error?: undefined } | { id: number; error: string };

interface Pending {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const workerUrl = new URL('./password-worker.mjs', import.meta.url);

/**
 * argon2id on a pool of worker threads, one per core, started on first use. Each worker queues its
 * own jobs, so a finished hash is followed by the next at once instead of waiting for the event
 * loop to hand it over (libuv's pool did, and idled a quarter of the time under a login flood),
 * and each runs below the event loop's priority. A worker keeps the process alive only while it
 * has work; one that dies fails its jobs and is replaced.
 */
export function createPasswordWorkers(size: number) {
  const slots: Slot[] = [];
  let nextId = 0;

  function start(index: number): Slot {
    const slot: Slot = { worker: new Worker(workerUrl), pending: new Map() };
    slot.worker.unref();
    slot.worker.on('message', ({ id, ...reply }: Reply) => {
      const job = slot.pending.get(id);
      slot.pending.delete(id);
      if (slot.pending.size === 0) slot.worker.unref();
      if (reply.error === undefined) job?.resolve(reply.result);
      else job?.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      if (slots[index] === slot) slots[index] = start(index);
      for (const job of slot.pending.values()) job.reject(error);
      slot.pending.clear();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`password worker exited with code ${code}`)));
    return slot;
  }

  function run(job: Job): Promise<string | boolean> {
    if (slots.length === 0) for (let i = 0; i < size; i++) slots.push(start(i));
    // The worker with the shortest queue.
    const slot = slots.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.ref();
      slot.worker.postMessage({ id, ...job });
    });
  }

  return {
    hash: async (password: string, params: Argon2Params) =>
      String(await run({ op: 'hash', password, params })),
    verify: async (hash: string, password: string) => (await run({ op: 'verify', hash, password })) === true,
  };
}
