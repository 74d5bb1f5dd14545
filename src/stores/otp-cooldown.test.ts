import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeCooldown, startCooldown, useOtpCooldown } from './otp-cooldown';

describe('OTP resend cooldown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down by the second and then allows Resend', () => {
    startCooldown();
    expect(useOtpCooldown.getState().secondsLeft).toBe(60);
    vi.advanceTimersByTime(1_000);
    expect(useOtpCooldown.getState().secondsLeft).toBe(59);
    vi.advanceTimersByTime(59_000);
    expect(useOtpCooldown.getState().secondsLeft).toBe(0);
    expect(localStorage.getItem('cooldownTime')).toBeNull();
  });

  it('resumes from local storage after a reload', () => {
    startCooldown();
    vi.advanceTimersByTime(15_000);
    useOtpCooldown.setState({ secondsLeft: 0 });
    resumeCooldown();
    expect(useOtpCooldown.getState().secondsLeft).toBe(45);
    vi.advanceTimersByTime(5_000);
    expect(useOtpCooldown.getState().secondsLeft).toBe(40);
  });
});
