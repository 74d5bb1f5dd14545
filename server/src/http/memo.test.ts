import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock';
import { createMemo } from './memo';

function setup(ttlMs = 5_000, max = 10) {
  const clock = createTestClock();
  let revision = 0;
  let reads = 0;
  const memo = createMemo<number>({ ttlMs, now: () => clock.now().getTime(), revision: () => revision, max });
  const read =
    (value = 1) =>
    () => {
      reads++;
      return Promise.resolve(value);
    };
  return { clock, memo, read, reads: () => reads, change: () => revision++ };
}

describe('memo', () => {
  it('answers from memory within its time, and reads again after it', async () => {
    const { clock, memo, read, reads } = setup();
    expect(await memo.get('a', read(1))).toBe(1);
    clock.advanceSeconds(4);
    expect(await memo.get('a', read(2))).toBe(1);
    clock.advanceSeconds(2);
    expect(await memo.get('a', read(3))).toBe(3);
    expect(reads()).toBe(2);
  });

  it('forgets everything as soon as the revision changes', async () => {
    const { memo, read, change } = setup();
    await memo.get('a', read(1));
    change();
    expect(await memo.get('a', read(2))).toBe(2);
  });

  it('shares a read in flight and does not keep a failed one', async () => {
    const { memo, read, reads } = setup();
    const [x, y] = await Promise.all([memo.get('a', read(1)), memo.get('a', read(2))]);
    expect([x, y, reads()]).toEqual([1, 1, 1]);
    await expect(memo.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('b', read(5))).toBe(5);
  });

  it('keeps at most max keys, dropping the oldest, and keeps nothing with time 0', async () => {
    const { memo, read, reads } = setup(5_000, 2);
    await memo.get('a', read());
    await memo.get('b', read());
    await memo.get('c', read());
    await memo.get('a', read());
    expect(reads()).toBe(4);
    const off = setup(0);
    await off.memo.get('a', off.read());
    await off.memo.get('a', off.read());
    expect(off.reads()).toBe(2);
  });
});
