import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, useToasts } from './toasts';

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
    useToasts.setState({ toasts: [] });
  });

  it('keeps only the newest toast (stack limit 1)', () => {
    showToast('info', 'first');
    showToast('error', 'second');
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['second']);
  });

  it('hides a toast after a few seconds, or when dismissed', () => {
    vi.useFakeTimers();
    showToast('success', 'Saved');
    vi.advanceTimersByTime(5000);
    expect(useToasts.getState().toasts).toEqual([]);
    const id = showToast('success', 'Again');
    dismissToast(id);
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
