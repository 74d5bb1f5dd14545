import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatJob } from './repeat-job';

afterEach(() => vi.useRealTimers());

describe('repeatJob', () => {
  it('runs a pass each interval, skips a tick while one is still running, and keeps going after a failure', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    let release: () => void = () => undefined;
    const passes: string[] = [];
    const pass = vi.fn(() => {
      passes.push('start');
      if (passes.length === 1) return new Promise<void>((r) => (release = r));
      if (passes.length === 2) return Promise.reject(new Error('gateway down'));
      return Promise.resolve();
    });
    const stop = repeatJob(pass, 1_000, { logger: { warn }, what: 'test pass' });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test pass failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it('shared: ticks twice a period, runs the pass only when this instance claims it, and ends the lease after it', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    let grant = false;
    const leases = {
      claim: vi.fn((job: string, intervalMs: number) => {
        events.push(`claim ${job} ${intervalMs}`);
        return Promise.resolve(grant ? () => Promise.resolve(void events.push('release')) : null);
      }),
    };
    const pass = vi.fn(() => {
      events.push('pass');
      return Promise.reject(new Error('gateway down'));
    });
    const stop = repeatJob(pass, 1_000, {
      logger: { warn: vi.fn() },
      what: 'test pass',
      shared: { job: 'j', leases },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toEqual(['claim j 1000', 'claim j 1000']);
    grant = true;
    await vi.advanceTimersByTimeAsync(500);
    // A failing pass still ends its lease, so the next period is not held up.
    expect(events.slice(2)).toEqual(['claim j 1000', 'pass', 'release']);
    stop();
  });
});
