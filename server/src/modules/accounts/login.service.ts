import { LOGIN_EMAIL_RULES, LOGIN_MOBILE_RULES, LOGIN_OPTIONS } from '@/domain/contracts/account-forms';
import { TooManyRequestsError, UnauthorizedError } from '../../http/http-errors';
import { parseRules, textOf } from '../../http/parse-rules';
import type { AccountsDeps } from './account-deps';
import { authDocument } from './auth-document';
import { requireHuman } from './bot-check-guard';
import { findByEmail, findByMobile } from './taxpayer-queries';

const WINDOW_MS = 15 * 60_000;
// The 6th try within 15 minutes after five wrong passwords is refused before any hashing.
const WRONG_PASSWORDS_ALLOWED = 5;
// Per address, across accounts: slows a spray of many numbers from one place.
const ATTEMPTS_PER_ADDRESS = 60;

function tooMany(wait: number) {
  const minutes = Math.ceil(wait / 60);
  return new TooManyRequestsError(
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    wait,
  );
}

/** Sign-in with a mobile number or an e-mail and a password (§2.4, §7.6). */
export function createLoginService(deps: AccountsDeps) {
  const { db, limiter, passwords } = deps;
  return {
    async authenticate(body: Record<string, unknown>, address: string) {
      const raw = textOf(body.email) || textOf(body.mobile_number);
      // §3: mobile_number may also hold an e-mail.
      const byEmail = raw.includes('@');
      const input = byEmail
        ? parseRules(LOGIN_EMAIL_RULES, { ...body, email: raw })
        : parseRules(LOGIN_MOBILE_RULES, body, LOGIN_OPTIONS);
      const identifier = byEmail ? textOf(input.email).toLowerCase() : textOf(input.mobile_number);
      const account = byEmail ? await findByEmail(db, identifier) : await findByMobile(db, identifier);
      // Counted per account, so its mobile number and its e-mail share one budget of wrong passwords.
      const accountKey = account ? `login-fail:account:${account.id}` : `login-fail:${identifier}`;
      const addressKey = `login-ip:${address}`;

      const wait = Math.max(
        await limiter.retryAfter({ key: accountKey, limit: WRONG_PASSWORDS_ALLOWED, windowMs: WINDOW_MS }),
        await limiter.retryAfter({ key: addressKey, limit: ATTEMPTS_PER_ADDRESS, windowMs: WINDOW_MS }),
      );
      if (wait > 0) throw tooMany(wait);
      await requireHuman(deps.botCheck, body.recaptcha);
      // The attempt counts as a failure until the password proves right (cleared below); taken
      // atomically, so parallel guesses cannot all pass the check above before any is counted.
      const taken = await limiter.admit(accountKey, [
        { limit: WRONG_PASSWORDS_ALLOWED, windowMs: WINDOW_MS },
      ]);
      if (taken.wait > 0) throw tooMany(taken.wait);

      // Always one hash, known account or not, so neither the answer nor its timing tells them apart.
      const passwordOk = await passwords.verify(account?.passwordHash, textOf(input.password));
      const usable = account?.status === 'active' && (!byEmail || account.emailVerifiedAt !== null);
      if (!account || !passwordOk || !usable) {
        await limiter.record(addressKey);
        throw new UnauthorizedError(
          byEmail
            ? 'The e-mail address or password is incorrect.'
            : 'The mobile number or password is incorrect.',
        );
      }
      await limiter.clear(accountKey);
      const session = await deps.sessions.create(account.id);
      return authDocument(session, account, 'You have successfully logged in!');
    },
  };
}
