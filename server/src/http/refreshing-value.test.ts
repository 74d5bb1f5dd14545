import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock';
import { createRefreshingValue } from './refreshing-value';

function setup(results: (number | Error)[]) {
  const clock = createTestClock();
  let reads = 0;
  let refreshed = 0;
  const value = createRefreshingValue({
    read: () => {
      const result = results[reads++] ?? new Error('no more reads');
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    },
    ttlMs: 5_000,
    now: () => clock.now().getTime(),
    onRefresh: () => refreshed++,
  });
  // Lets a background read settle.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { clock, value, settle, reads: () => reads, refreshed: () => refreshed };
}

describe('createRefreshingValue', () => {
  it('reads once, shares the read in flight, and keeps the value within its time', async () => {
    const { clock, value, reads } = setup([1, 2]);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    clock.advanceSeconds(4);
    expect(await value.get()).toBe(1);
    expect(reads()).toBe(1);
  });

  it('past its time answers the old value at once and replaces it in the background', async () => {
    const { clock, value, settle, reads, refreshed } = setup([1, 2]);
    await value.get();
    clock.advanceSeconds(6);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    await settle();
    expect(await value.get()).toBe(2);
    expect([reads(), refreshed()]).toEqual([2, 1]);
  });

  it('does not keep a failed first read, and keeps the old value when a refresh fails', async () => {
    const { clock, value, settle, reads, refreshed } = setup([new Error('down'), 1, new Error('down'), 3]);
    await expect(value.get()).rejects.toThrow('down');
    expect(await value.get()).toBe(1);
    clock.advanceSeconds(6);
    expect(await value.get()).toBe(1);
    await settle();
    expect(await value.get()).toBe(1);
    await settle();
    expect(await value.get()).toBe(3);
    expect([reads(), refreshed()]).toEqual([4, 1]);
  });
});
