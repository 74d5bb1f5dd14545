import { create } from 'zustand';

/** Digits in a login PIN and in the pad (§9). */
export const PIN_PAD_LENGTH = 4;

interface PinPadState {
  /** The digits pressed so far, never more than four. */
  pin: string;
  /** The digits show instead of dots (§4: masked by default). */
  shown: boolean;
}

/**
 * The PIN pad (§4). One pad is on screen at a time (the login modal signed out, the profile's
 * security section signed in), so one store; the pad empties it when it mounts and unmounts.
 */
export const usePinPad = create<PinPadState>(() => ({ pin: '', shown: false }));

/** Adds a digit unless four are in; anything but 0–9 is ignored. */
export function pressPinDigit(digit: string) {
  if (!/^\d$/.test(digit)) return;
  usePinPad.setState((s) => (s.pin.length >= PIN_PAD_LENGTH ? s : { pin: s.pin + digit }));
}

/** Backspace: drops the last digit. */
export function erasePinDigit() {
  usePinPad.setState((s) => ({ pin: s.pin.slice(0, -1) }));
}

/** Reset: empties the pad and masks it again. */
export function resetPin() {
  usePinPad.setState({ pin: '', shown: false });
}

export function togglePinShown() {
  usePinPad.setState((s) => ({ shown: !s.shown }));
}
