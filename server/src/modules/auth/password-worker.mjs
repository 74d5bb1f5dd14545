// One argon2id worker thread (see password-workers.ts): hashes and verifies passwords, one at a
// time, in the order they arrive. Plain JavaScript so it loads the same under tsx, vitest and node.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

// Below the event loop's priority: on Linux a thread id stands where a process id would, so only
// this thread is lowered. The loop then always gets a core when it has work (answering
// `/healthz`, reading requests), and hashing uses every cycle it leaves.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, 10);
} catch {
  // Not Linux: the operating system's default scheduling.
}

parentPort?.on('message', ({ id, op, password, hash, params }) => {
  try {
    const result = op === 'hash' ? hashSync(password, params) : verifySync(hash, password);
    parentPort?.postMessage({ id, result });
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: { message: error instanceof Error ? error.message : String(error) },
    });
  }
});
