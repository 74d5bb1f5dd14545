import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { workerCalls } from './worker-calls';

// A worker that echoes `value`, answers `fail` with an error carrying a code, and exits on `exit`.
const source = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, op, value }) => {
  if (op === 'exit') process.exit(3);
  if (op === 'fail') parentPort.postMessage({ id, error: { message: 'refused', code: '23505' } });
  else parentPort.postMessage({ id, result: value });
});`;

describe('worker calls', () => {
  it('matches each answer to its call, and rebuilds errors with their fields', async () => {
    const worker = new Worker(source, { eval: true });
    const { call } = workerCalls(worker);
    expect(await Promise.all([call({ op: 'echo', value: 1 }), call({ op: 'echo', value: 'two' })])).toEqual([
      1,
      'two',
    ]);
    await expect(call({ op: 'fail' })).rejects.toMatchObject({ message: 'refused', code: '23505' });
    await worker.terminate();
  });

  it('fails the pending call and every later one once the worker has exited', async () => {
    const calls = workerCalls(new Worker(source, { eval: true }));
    await expect(calls.call({ op: 'exit' })).rejects.toThrow('worker thread exited (code 3)');
    expect(calls.failure()).toBeInstanceOf(Error);
    await expect(calls.call({ op: 'echo', value: 1 })).rejects.toThrow('exited');
  });
});
