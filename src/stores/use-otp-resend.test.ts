import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOtpCooldown } from './otp-cooldown';
import { useOtpResend } from './use-otp-resend';

describe('useOtpResend', () => {
  const feedback = { clear: vi.fn(), onApiError: vi.fn() };
  beforeEach(() => {
    vi.useFakeTimers();
    useOtpCooldown.setState({ cooldownTime: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.resetAllMocks();
    localStorage.clear();
  });

  const renderResend = (send: () => Promise<{ message: string }>) =>
    renderHook(() => useOtpResend({ cooldownKey: 'cooldownTime', send, feedback }));

  it('picks up a cooldown left in storage by a reload', () => {
    localStorage.setItem('cooldownTime', String(Date.now() + 42_000));
    const { result } = renderResend(vi.fn());
    expect(result.current.secondsLeft).toBe(42);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.secondsLeft).toBe(40);
  });

  it("resends, restarts the cooldown and shows the server's message", async () => {
    const send = vi.fn(() => Promise.resolve({ message: 'Resent OTP' }));
    const { result } = renderResend(send);
    expect(result.current.secondsLeft).toBe(0);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledOnce();
    expect(feedback.clear).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({ secondsLeft: 60, notice: 'Resent OTP', resending: false });
  });

  it('is resending while the call is under way', async () => {
    let answer: (value: { message: string }) => void = () => undefined;
    const { result } = renderResend(() => new Promise((resolve) => (answer = resolve)));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.resend();
    });
    expect(result.current.resending).toBe(true);
    await act(async () => {
      answer({ message: 'Resent OTP' });
      await done;
    });
    expect(result.current.resending).toBe(false);
  });

  it('hands a failure to the form and leaves the cooldown over', async () => {
    const refused = new Error('Too many requests');
    const { result } = renderResend(() => Promise.reject(refused));
    await act(() => result.current.resend());
    expect(feedback.onApiError).toHaveBeenCalledWith(refused);
    expect(result.current).toMatchObject({ secondsLeft: 0, notice: null, resending: false });
  });
});
