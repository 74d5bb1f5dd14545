import type { Worker } from 'node:worker_threads';

/** An error as a worker sends it back: its message and any plain fields (PostgreSQL's `code`…). */
export type ErrorData = Record<string, unknown> & { message: string };

/** A worker's answer to one call, matched by `id`. */
export type WorkerReply = { id: number; result?: unknown; error?: ErrorData };

/**
 * Request/answer calls to a worker thread: each message gets an `id`, the worker answers with
 * that `id` and a `result` or an `error`. The worker keeps the process alive only while a call
 * is pending. If it fails or exits, every pending call fails, and so does every later one.
 */
export function workerCalls(worker: Worker) {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  worker.unref();

  const failAll = (error: Error) => {
    failure ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, result, error }: WorkerReply) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (error) call?.reject(Object.assign(new Error(error.message), error));
    else call?.resolve(result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`worker thread exited (code ${code})`)));

  return {
    call(message: Record<string, unknown>): Promise<unknown> {
      if (failure) return Promise.reject(failure);
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ ...message, id });
      });
    },
    /** How many calls wait for an answer. */
    pending: () => pending.size,
    /** The error that ended the worker, if it has ended. */
    failure: () => failure,
  };
}
