import { TooManyRequestsError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';

const MINUTE = 60_000;

/**
 * Tries at one notice's PIN, from any account (issue 25: ten accounts spreading their look-ups
 * found a PIN in 0.8 s): five in 15 minutes, ten a day. A right PIN ends the count. Counted per
 * number whether or not a notice has it, so the refusal does not tell which numbers exist.
 */
export const NOV_PIN_TRIES = [
  { limit: 5, windowMs: 15 * MINUTE },
  { limit: 10, windowMs: 24 * 60 * MINUTE },
];

function tooManyTries(wait: number) {
  const minutes = Math.ceil(wait / 60);
  return new TooManyRequestsError(
    `Too many wrong PINs for this notice of violation. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    wait,
  );
}

/**
 * Runs a look-up by number and PIN under the notice's count of tries, kept in the database (every
 * instance, every restart): each try is taken atomically before the PIN is compared, so parallel
 * guesses cannot slip past the limit together; a found notice clears it.
 */
export async function withNoticeTries<T>(
  limiter: Pick<RateLimiter, 'admit' | 'clear'>,
  novNo: string,
  find: () => Promise<T | null>,
): Promise<T | null> {
  const key = `nov-pin:${novNo}`;
  const { wait } = await limiter.admit(key, NOV_PIN_TRIES);
  if (wait > 0) throw tooManyTries(wait);
  const found = await find();
  if (found !== null) await limiter.clear(key);
  return found;
}
