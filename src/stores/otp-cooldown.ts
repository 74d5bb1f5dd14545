import { create } from 'zustand';
import { OTP_COOLDOWN_STORAGE_KEY, OTP_RESEND_COOLDOWN_SECONDS, OTP_TICK_MS } from '@/domain/constants/otp';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/**
 * The local-storage key of one OTP resend cooldown. Sign-up and forgot password share §4's
 * `cooldownTime`; another OTP step with its own cooldown adds its key here and to `COOLDOWN_KEYS`.
 */
export type OtpCooldownKey = typeof OTP_COOLDOWN_STORAGE_KEY;
const COOLDOWN_KEYS: readonly OtpCooldownKey[] = [OTP_COOLDOWN_STORAGE_KEY];

/** Per cooldown, whole seconds before Resend is allowed again; 0 when it is. */
type CooldownState = Record<OtpCooldownKey, number>;

// Each key holds the moment its cooldown ends (epoch ms), so a reload, a closed tab or a throttled
// background timer all resume at the right second (§4).
const storedDeadline = (key: OtpCooldownKey) => Number(readStored(key) ?? 0) || 0;
const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** The OTP resend cooldowns (§9: 60 s, 1 s tick), each read as `useOtpCooldown((s) => s[key])`. */
export const useOtpCooldown = create<CooldownState>(
  () =>
    Object.fromEntries(COOLDOWN_KEYS.map((key) => [key, secondsUntil(storedDeadline(key))])) as CooldownState,
);

const timers = new Map<OtpCooldownKey, ReturnType<typeof setInterval>>();

function tick(key: OtpCooldownKey) {
  const secondsLeft = secondsUntil(storedDeadline(key));
  useOtpCooldown.setState((s) => ({ ...s, [key]: secondsLeft }));
  if (secondsLeft > 0) return;
  clearInterval(timers.get(key));
  timers.delete(key);
  removeStored(key);
}

function keepTicking(key: OtpCooldownKey) {
  clearInterval(timers.get(key));
  timers.set(
    key,
    setInterval(() => tick(key), OTP_TICK_MS),
  );
}

/** Starts a countdown after an OTP was sent. */
export function startCooldown(key: OtpCooldownKey, seconds: number = OTP_RESEND_COOLDOWN_SECONDS) {
  writeStored(key, String(Date.now() + seconds * 1000));
  keepTicking(key);
  tick(key);
}

/** Picks up a cooldown stored before a reload; a screen showing the countdown calls it on mount. */
export function resumeCooldown(key: OtpCooldownKey) {
  tick(key);
  if (useOtpCooldown.getState()[key] > 0 && !timers.has(key)) keepTicking(key);
}
