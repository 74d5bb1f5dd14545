import { create } from 'zustand';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TICK_MS } from '@/domain/constants/otp';
import { readStored, removeStored, writeStored } from '@/lib/storage';

interface CooldownState {
  /** Whole seconds before Resend is allowed again; 0 when it is. */
  secondsLeft: number;
}

// `cooldownTime` holds the moment the cooldown ends (epoch ms), so a reload, a closed tab or a
// throttled background timer all resume at the right second (§4).
const storedDeadline = () => Number(readStored('cooldownTime') ?? 0) || 0;
const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** The OTP resend cooldown shared by sign-up and forgot password (§9: 60 s, 1 s tick). */
export const useOtpCooldown = create<CooldownState>(() => ({ secondsLeft: secondsUntil(storedDeadline()) }));

let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  const secondsLeft = secondsUntil(storedDeadline());
  useOtpCooldown.setState({ secondsLeft });
  if (secondsLeft > 0) return;
  clearInterval(timer);
  timer = undefined;
  removeStored('cooldownTime');
}

/** Starts the countdown after an OTP was sent. */
export function startCooldown(seconds: number = OTP_RESEND_COOLDOWN_SECONDS) {
  writeStored('cooldownTime', String(Date.now() + seconds * 1000));
  clearInterval(timer);
  timer = setInterval(tick, OTP_TICK_MS);
  tick();
}

/** Picks up a cooldown stored before a reload; a screen showing the countdown calls it on mount. */
export function resumeCooldown() {
  tick();
  if (useOtpCooldown.getState().secondsLeft > 0 && timer === undefined)
    timer = setInterval(tick, OTP_TICK_MS);
}
