/**
 * Work a request starts but does not wait for, so its answer takes the same time whatever the
 * work finds (forgot password: whether an account stands behind the number is not told by a slower
 * answer). `idle` lets shutdown and tests wait until the work is done.
 */
export interface AfterResponse {
  run(task: () => Promise<void>): void;
  idle(): Promise<void>;
}

/** Runs each task on a later turn of the event loop, after the answer is on its way. */
export function createAfterResponse(onError: (err: unknown) => void): AfterResponse {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
