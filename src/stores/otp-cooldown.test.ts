import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeCooldown, startCooldown, useOtpCooldown } from './otp-cooldown';

describe('OTP resend cooldown', () => {
  const secondsLeft = () => useOtpCooldown.getState().cooldownTime;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down by the second and then allows Resend', () => {
    startCooldown('cooldownTime');
    expect(secondsLeft()).toBe(60);
    vi.advanceTimersByTime(1_000);
    expect(secondsLeft()).toBe(59);
    vi.advanceTimersByTime(59_000);
    expect(secondsLeft()).toBe(0);
    expect(localStorage.getItem('cooldownTime')).toBeNull();
  });

  it('resumes from local storage after a reload', () => {
    startCooldown('cooldownTime');
    vi.advanceTimersByTime(15_000);
    useOtpCooldown.setState({ cooldownTime: 0 });
    resumeCooldown('cooldownTime');
    expect(secondsLeft()).toBe(45);
    vi.advanceTimersByTime(5_000);
    expect(secondsLeft()).toBe(40);
  });

  it('starts again from the full cooldown when restarted mid-way', () => {
    startCooldown('cooldownTime');
    vi.advanceTimersByTime(30_000);
    startCooldown('cooldownTime');
    expect(secondsLeft()).toBe(60);
    vi.advanceTimersByTime(1_000);
    expect(secondsLeft()).toBe(59);
  });
});
