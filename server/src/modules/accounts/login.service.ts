import { LOGIN_EMAIL_RULES, LOGIN_MOBILE_RULES, LOGIN_OPTIONS } from '@/domain/contracts/account-forms';
import { TooManyRequestsError, UnauthorizedError } from '../../http/http-errors';
import { bodyText, parseRules } from '../../http/parse-rules';
import { pinSignIn } from '../mfa/pin-sign-in';
import { finishSignIn } from '../mfa/sign-in-gate';
import type { AccountsDeps } from './account-deps';
import { requireHuman } from './bot-check-guard';
import {
  ACCOUNT_CEILING,
  accountFailures,
  forgetFailures,
  GUESSER_BACKOFF,
  guesserFailures,
  tooManyFailures,
} from './sign-in-throttle';
import { createSignInOtp } from './sign-in-otp';
import { findByVerifiedEmail, findByMobile } from './taxpayer-queries';

/** A sign-in by e-mail: §3 lets the address arrive in mobile_number too (`raw`). */
function emailSignIn(body: Record<string, unknown>, raw: string) {
  const input = parseRules(LOGIN_EMAIL_RULES, { ...body, email: raw });
  return { identifier: input.email.toLowerCase(), password: input.password };
}

function mobileSignIn(body: Record<string, unknown>) {
  const input = parseRules(LOGIN_MOBILE_RULES, body, LOGIN_OPTIONS);
  return { identifier: input.mobile_number, password: input.password };
}

/**
 * Sign-in with a mobile number or an e-mail and a password (§2.4, §7.6). Others' wrong guesses
 * slow the guesser, not the owner (docs/decisions.md, Accounts): `perAddress` is the shared budget
 * of the account paths, which on this path counts failures only and never refuses a right password.
 */
export function createLoginService(
  deps: AccountsDeps,
  perAddress: { group: string; limit: number; windowMs: number },
) {
  const { db, limiter, passwords } = deps;
  const signInOtp = createSignInOtp(deps);
  return {
    /** POST /taxpayer/send_login_otp: a code to the account's phone, for `otp` below. */
    sendLoginOtp: (body: Record<string, unknown>) => signInOtp.send(body),

    async authenticate(body: Record<string, unknown>, address: string) {
      // §3: username + PIN sign-in carries user_id and login_pin instead (TAXPAYER_USERNAME).
      if (body.user_id !== undefined || body.login_pin !== undefined)
        return pinSignIn(deps, perAddress, body, address);
      const raw = bodyText(body.email) || bodyText(body.mobile_number);
      // §3: mobile_number may also hold an e-mail.
      const byEmail = raw.includes('@');
      const { identifier, password } = byEmail ? emailSignIn(body, raw) : mobileSignIn(body);
      const account = byEmail
        ? await findByVerifiedEmail(db, identifier)
        : await findByMobile(db, identifier);
      // Counted per account, so its mobile number and its e-mail share one budget of wrong passwords.
      const accountKey = accountFailures(account?.id, identifier);
      const addressRule = { ...perAddress, key: `${perAddress.group}:${address}` };

      // With a code sent to the account's phone (`otp`, send_login_otp) the owner is not held by
      // wrong passwords from elsewhere: that count is skipped, the rest applies (issue 25).
      const otpCode = bodyText(body.otp);
      // Checked before the bot check and any hashing: refusals cost nothing.
      const ceiling = otpCode ? 0 : await limiter.retryAfter({ key: accountKey, ...ACCOUNT_CEILING });
      if (ceiling > 0) throw tooManyFailures(ceiling, { phoneCheck: true });
      const networkWait = await limiter.retryAfter(addressRule);
      const overBudget = () =>
        new TooManyRequestsError('Too many requests from your network. Please try again later.', networkWait);
      // A failed bot check is a failure too: a flood of forged tokens still spends the budget.
      await requireHuman(deps.botCheck, body.recaptcha).catch(async (err: unknown) => {
        await limiter.record(addressRule.key);
        throw networkWait > 0 ? overBudget() : err;
      });
      if (otpCode) await signInOtp.prove(account, otpCode, address);
      // The attempt counts as this address's failure until the password proves right (cleared
      // below); taken atomically, so parallel guesses cannot all pass before any is counted.
      const taken = await limiter.admit(guesserFailures(accountKey, address), GUESSER_BACKOFF);
      if (taken.wait > 0) throw tooManyFailures(taken.wait);

      // Always one hash, known account or not, so neither the answer nor its timing tells them apart.
      const passwordOk = await passwords.verify(account?.passwordHash, password);
      const usable = account?.status === 'active' && (!byEmail || account.emailVerifiedAt !== null);
      if (!account || !passwordOk || !usable) {
        await limiter.record(accountKey);
        await limiter.record(addressRule.key);
        // A busy address (carrier NAT) still signs in with the right password; only failures count.
        if (networkWait > 0) throw overBudget();
        throw new UnauthorizedError(
          byEmail
            ? 'The e-mail address or password is incorrect.'
            : 'The mobile number or password is incorrect.',
        );
      }
      await forgetFailures(limiter, account.id, address);
      // A session, or a challenge when a second factor is needed (issue 16).
      return finishSignIn(deps, account, 'You have successfully logged in!');
    },
  };
}
