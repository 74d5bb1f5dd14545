import { describe, expect, it, vi } from 'vitest';
import { shutdown, type ShutdownSteps } from './shutdown';

/** A fake listener: close() calls back once every connection is gone (or cut). */
function fakeServer({ inFlightFor }: { inFlightFor: number | 'forever' }) {
  const calls: string[] = [];
  let onClosed: (() => void) | undefined;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    onClosed?.();
  };
  return {
    calls,
    server: {
      close(callback?: (err?: Error) => void) {
        calls.push('close');
        onClosed = () => callback?.();
        if (inFlightFor !== 'forever') setTimeout(finish, inFlightFor);
        return this as never;
      },
      closeIdleConnections: () => void calls.push('closeIdle'),
      closeAllConnections: () => {
        calls.push('closeAll');
        finish();
      },
    },
  };
}

function steps(overrides: Partial<ShutdownSteps> & Pick<ShutdownSteps, 'server'>) {
  const events: string[] = [];
  const exited = new Promise<number>((resolve) => {
    Object.assign(overrides, { exit: (code: number) => resolve(code) });
  });
  const all: ShutdownSteps = {
    drainMs: 0,
    timeoutMs: 10_000,
    drain: () => void events.push('drain'),
    stopJobs: () => void events.push('stopJobs'),
    afterWork: () => Promise.resolve(),
    closeDatabase: () => Promise.resolve(void events.push('closeDatabase')),
    logger: { info: vi.fn(), error: vi.fn() } as never,
    exit: () => undefined,
    ...overrides,
  };
  return { all, events, exited };
}

describe('shutdown', () => {
  it('reports not ready first, stops listening after the drain, and exits 0 once requests finish', async () => {
    vi.useFakeTimers();
    try {
      const { server, calls } = fakeServer({ inFlightFor: 300 });
      const { all, events, exited } = steps({ server, drainMs: 1_000 });
      shutdown('SIGTERM', all);
      expect(events).toEqual(['drain', 'stopJobs']);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toEqual(['close', 'closeIdle']);
      await vi.advanceTimersByTimeAsync(300);
      expect(await exited).toBe(0);
      expect(events).toEqual(['drain', 'stopJobs', 'closeDatabase']);
      expect(calls).not.toContain('closeAll');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cuts requests still running shortly before the deadline and exits within it', async () => {
    vi.useFakeTimers();
    try {
      const { server, calls } = fakeServer({ inFlightFor: 'forever' });
      const { all, exited } = steps({ server, drainMs: 0, timeoutMs: 3_000 });
      shutdown('SIGTERM', all);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls).toContain('closeAll');
      expect(await exited).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('exits 1 at the deadline when the database never closes (a frozen PostgreSQL)', async () => {
    vi.useFakeTimers();
    try {
      const { server } = fakeServer({ inFlightFor: 0 });
      let code: number | undefined;
      const { all } = steps({ server, timeoutMs: 3_000, closeDatabase: () => new Promise(() => undefined) });
      all.exit = (c) => void (code = c);
      shutdown('SIGTERM', all);
      await vi.advanceTimersByTimeAsync(2_999);
      expect(code).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(code).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('exits 1 at the deadline when work after an answer never ends', async () => {
    vi.useFakeTimers();
    try {
      const { server } = fakeServer({ inFlightFor: 0 });
      let code: number | undefined;
      const { all } = steps({ server, timeoutMs: 2_000, afterWork: () => new Promise(() => undefined) });
      all.exit = (c) => void (code = c);
      shutdown('SIGTERM', all);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(code).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
