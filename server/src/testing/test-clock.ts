/** A clock for `adapters.now` that stands still until a test moves it (OTP and session expiry). */
export function createTestClock(start = new Date()) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advanceSeconds(seconds: number) {
      at += seconds * 1000;
    },
    advanceMinutes(minutes: number) {
      at += minutes * 60_000;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
