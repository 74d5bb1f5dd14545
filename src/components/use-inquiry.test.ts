import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInquiry } from './use-inquiry';

describe('useInquiry', () => {
  it('is loading while the lookup runs, and clears an earlier failure', async () => {
    const { result } = renderHook(() => useInquiry('The bill could not be loaded.'));
    await act(() => result.current.inquire(() => Promise.reject(new Error('Service unavailable'))));
    expect(result.current.failed).toBe('Service unavailable');

    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.inquire(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.failed).toBeNull();
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.loading).toBe(false);
  });

  it('keeps its own message when the failure is not an Error', async () => {
    const { result } = renderHook(() => useInquiry('The bill could not be loaded.'));
    await act(() => result.current.inquire(() => Promise.reject('offline')));
    expect(result.current.failed).toBe('The bill could not be loaded.');
  });
});
