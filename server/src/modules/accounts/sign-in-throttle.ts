import { PHONE_CHECK_CODE } from '@/domain/contracts/mfa-phone-check';
import { TooManyRequestsError } from '../../http/http-errors';
import type { RateLimiter } from '../auth/rate-limiter';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Wrong passwords for one account from one address (the guesser, not the owner): five free
 * mistakes, then waits that grow as failures pile up (NIST SP 800-63B-4 §3.2.2 names waits "from
 * 30 seconds up to an hour"); at most 50 a day, so one address alone never reaches the ceiling.
 */
export const GUESSER_BACKOFF = [
  { limit: 5, windowMs: MINUTE },
  { limit: 10, windowMs: 15 * MINUTE },
  { limit: 20, windowMs: 60 * MINUTE },
  { limit: 50, windowMs: DAY },
];

/**
 * Wrong passwords for one account from everywhere: NIST's ceiling of 100 consecutive failures (a
 * day of them, as long as the limiter remembers). A sign-in or a password reset by the owner ends
 * the run.
 */
export const ACCOUNT_CEILING = { limit: 100, windowMs: DAY };

/** The failure count of an account; an unknown identifier gets its own, so both behave alike. */
export const accountFailures = (accountId: number | undefined, identifier: string) =>
  accountId === undefined ? `login-fail:${identifier}` : `login-fail:account:${accountId}`;

/** The failure count of one address on one account. */
export const guesserFailures = (accountKey: string, address: string) => `${accountKey}@${address}`;

/**
 * The 429 of a throttled sign-in, in whole minutes (whole hours from two hours on). `phoneCheck`:
 * the account's own count refused (others' failures may have run it up), so the owner may sign in
 * with a code sent to the phone instead of waiting (error code phone_check_available).
 */
export function tooManyFailures(wait: number, { phoneCheck = false } = {}) {
  const minutes = Math.ceil(wait / 60);
  const later =
    minutes < 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`;
  return new TooManyRequestsError(
    `Too many failed sign-in attempts. Please try again in ${later}.`,
    wait,
    phoneCheck ? PHONE_CHECK_CODE : undefined,
  );
}

/** Forgets an account's failures once its owner proved it from `address` (sign-in or reset). */
export async function forgetFailures(limiter: RateLimiter, accountId: number, address: string) {
  const accountKey = accountFailures(accountId, '');
  await limiter.clear(guesserFailures(accountKey, address));
  await limiter.clear(accountKey);
}
