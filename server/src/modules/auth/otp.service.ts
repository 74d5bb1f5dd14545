import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { OTP_EXPIRED_MESSAGE, OTP_LENGTH } from '@/domain/constants/otp';
import type { Db } from '../../db/client';
import { otps } from '../../db/auth-schema';
import { TooManyRequestsError, ValidationError } from '../../http/http-errors';
import type { RateLimiter } from './rate-limiter';
import { digest, newNumericCode, sameDigest } from './secret-tokens';

// 'wallet-link', 'superapp-link': an existing account proving it is the GCash or eGov super-app user's
// before they are linked (issue 15).
// 'sign-in': the code that lets an owner sign in while others' wrong passwords hold the account (issue 25).
export type OtpPurpose = 'signup' | 'reset' | 'mfa' | 'wallet-link' | 'superapp-link' | 'sign-in';

// Per code: a sixth guess at one code is refused, so a code falls to a guess one time in 200,000.
const MAX_WRONG_TRIES = 5;
const SENDS_PER_HOUR = 10;
// Per number and caller address, across codes: a new code must not restart an attacker's guessing
// (two codes' worth an hour), while the owner's own fresh code starts with no failures.
const WRONG_CODES_PER_ADDRESS = 10;
const HOUR_MS = 3_600_000;

export const WRONG_OTP_MESSAGE = 'The OTP you entered is incorrect. Please check the code and try again.';
export const DEAD_OTP_MESSAGE = 'Too many wrong tries. Please wait before requesting a new code.';

function tooManyWrongCodes(wait: number) {
  const minutes = Math.ceil(wait / 60);
  return new TooManyRequestsError(
    `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    wait,
  );
}

const requestDigest = (token: string) => digest(`otp-request:${token}`);

/** The codes of a purpose and destination: of one request, or those issued for none. */
function liveCodes(purpose: OtpPurpose, destination: string, requestHash: string | null): SQL | undefined {
  const ofRequest = requestHash === null ? isNull(otps.requestHash) : eq(otps.requestHash, requestHash);
  return and(eq(otps.purpose, purpose), eq(otps.destination, destination), ofRequest);
}

interface Deps {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
  ttlSeconds: number;
  cooldownSeconds: number;
}

/**
 * One-time codes: 6 digits from the CSPRNG, stored hashed, bound to a purpose and a destination,
 * single use, short-lived. Sends are limited per destination (cooldown, 10 an hour) whether or
 * not an account stands behind it, so limits reveal nothing. Wrong tries are counted per code and
 * per guessing address: someone else's wrong guesses never refuse the owner's next code.
 */
export function createOtpService({ db, limiter, now, ttlSeconds, cooldownSeconds }: Deps) {
  return {
    /** How long a code lives (the SMS says so). */
    ttlSeconds,

    /** Checks the send limits for a destination and counts one send; throws 429 when refused. */
    async admitSend(destination: string) {
      const hourly = { limit: SENDS_PER_HOUR, windowMs: HOUR_MS };
      const limits =
        cooldownSeconds > 0 ? [{ limit: 1, windowMs: cooldownSeconds * 1000 }, hourly] : [hourly];
      const { wait, refusedBy } = await limiter.admit(`otp-send:${destination}`, limits);
      if (wait === 0) return;
      throw new TooManyRequestsError(
        limits[refusedBy] === hourly
          ? 'Too many codes were requested for this number. Please try again later.'
          : `Please wait ${wait} seconds before requesting a new code.`,
        wait,
      );
    },

    /**
     * Creates a code (after admitSend) and returns it for the caller to send. With `requestToken`
     * (the token the asking device holds) the code belongs to that request: it replaces only that
     * request's earlier code, and only that token's holder can try it (consume).
     */
    async issue(purpose: OtpPurpose, destination: string, requestToken?: string): Promise<string> {
      const code = newNumericCode(OTP_LENGTH);
      const at = now();
      const requestHash = requestToken === undefined ? null : requestDigest(requestToken);
      await db.transaction(async (tx) => {
        await tx
          .update(otps)
          .set({ consumedAt: at })
          .where(and(liveCodes(purpose, destination, requestHash), isNull(otps.consumedAt)));
        await tx.insert(otps).values({
          purpose,
          destination,
          requestHash,
          codeHash: digest(`${purpose}:${destination}:${code}`),
          // A new code starts clean: carrying the count over let five wrong guesses by anyone refuse
          // the owner's fresh code too. The per-address count below stops guessing across codes.
          failedAttempts: 0,
          createdAt: at,
          expiresAt: new Date(at.getTime() + ttlSeconds * 1000),
        });
      });
      return code;
    },

    /**
     * Consumes the live code for purpose and destination (and request, when the code was issued
     * for one); a 422 on `field` when it does not match, a 429 when `address` has guessed wrong for
     * this destination too often.
     */
    async consume(
      purpose: OtpPurpose,
      destination: string,
      code: string,
      address: string,
      field = 'pin',
      requestToken?: string,
    ) {
      const fail = (message: string) => new ValidationError({ [field]: [message] });
      const guesses = {
        key: `otp-fail:${destination}@${address}`,
        limit: WRONG_CODES_PER_ADDRESS,
        windowMs: HOUR_MS,
      };
      const wait = await limiter.retryAfter(guesses);
      if (wait > 0) throw tooManyWrongCodes(wait);
      await db
        .transaction(async (tx) => {
          const [live] = await tx
            .select()
            .from(otps)
            .where(
              and(
                liveCodes(
                  purpose,
                  destination,
                  requestToken === undefined ? null : requestDigest(requestToken),
                ),
                isNull(otps.consumedAt),
              ),
            )
            .orderBy(desc(otps.createdAt))
            .limit(1)
            .for('update');
          if (!live) throw fail(WRONG_OTP_MESSAGE);
          if (live.failedAttempts >= MAX_WRONG_TRIES) throw fail(DEAD_OTP_MESSAGE);
          if (live.expiresAt.getTime() <= now().getTime()) throw fail(OTP_EXPIRED_MESSAGE);
          if (!sameDigest(live.codeHash, digest(`${purpose}:${destination}:${code}`))) {
            await tx
              .update(otps)
              .set({ failedAttempts: live.failedAttempts + 1 })
              .where(eq(otps.id, live.id));
            return 'wrong';
          }
          await tx.update(otps).set({ consumedAt: now() }).where(eq(otps.id, live.id));
          return 'ok';
        })
        .then(async (outcome) => {
          if (outcome !== 'wrong') return;
          // Both failure counts are committed before the error is raised.
          await limiter.record(guesses.key);
          throw fail(WRONG_OTP_MESSAGE);
        });
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
