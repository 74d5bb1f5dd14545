import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within';

describe('settledWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves when the promise settles, even by failing (a page whose code could not load)', async () => {
    await expect(settledWithin(Promise.reject(new Error('offline')), 1000)).resolves.toBeUndefined();
  });

  it('resolves after the limit when the promise is still pending', async () => {
    let done = false;
    void settledWithin(new Promise(() => undefined), 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
