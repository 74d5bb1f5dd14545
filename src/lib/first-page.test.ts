import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one visit's state: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./first-page');
};

describe('afterFirstPage: background work waits for the page a visit opens on', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('starts once the shell is shown, after its paint, when the page reads nothing first', async () => {
    const { afterFirstPage, shellShown } = await load();
    const done = settled(afterFirstPage());
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(false);
    shellShown();
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(true);
  });

  it('waits past the shell for a page that reads its data first, until the page says it is shown', async () => {
    const { afterFirstPage, expectFirstPageData, firstPageShown, shellShown } = await load();
    expectFirstPageData();
    const done = settled(afterFirstPage());
    shellShown();
    await vi.advanceTimersByTimeAsync(1000);
    expect(done()).toBe(false);
    firstPageShown();
    await vi.advanceTimersByTimeAsync(150);
    expect(done()).toBe(true);
  });

  it('does not wait for ever on a page that never says so', async () => {
    const { afterFirstPage, expectFirstPageData, FIRST_PAGE_MAX_WAIT_MS } = await load();
    expectFirstPageData();
    const done = settled(afterFirstPage());
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_MAX_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done()).toBe(true);
  });

  it('runs at once (after a paint) for work asked for later in the visit', async () => {
    const { afterFirstPage, shellShown } = await load();
    shellShown();
    const done = settled(afterFirstPage());
    await vi.advanceTimersByTimeAsync(150);
    expect(done()).toBe(true);
  });
});
