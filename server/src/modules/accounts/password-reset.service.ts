import { eq } from 'drizzle-orm';
import {
  FORGOT_EMAIL_RULES,
  FORGOT_MOBILE_OPTIONS,
  FORGOT_MOBILE_RULES,
  FORGOT_OTP_RULES,
  NEW_PASSWORD_RULES,
  OTP_OPTIONS,
} from '@/domain/contracts/account-forms';
import type { Tx } from '../../db/client';
import { taxpayers } from '../../db/auth-schema';
import { ValidationError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { bodyText, parseRules } from '../../http/parse-rules';
import { isCommonPassword } from '../auth/common-passwords';
import { newToken } from '../auth/secret-tokens';
import type { AccountsDeps } from './account-deps';
import { accountTexts } from './account-texts';
import { issueAccountToken, useAccountToken, type AccountTokenPurpose } from './account-tokens';
import { requireHuman } from './bot-check-guard';
import { forgetFailures } from './sign-in-throttle';
import { findByVerifiedEmail, findByMobile, getTaxpayer } from './taxpayer-queries';

const LINK_TTL_MS = 30 * 60_000;
const REQUEST_GONE = 'This code was sent for another request. Please send a new code.';
const STEP_TTL_MS = 10 * 60_000;

/**
 * Forgot password (§2.7): a mobile number gets an SMS OTP, an e-mail a single-use link. Known and
 * unknown accounts get the same answer, the same limits and the same work before it: the look-up
 * and the sending run after the answer, since a known number's code and SMS took twice as long as
 * an unknown one and told who has an account. A change revokes every session.
 */
export function createPasswordResetService(deps: AccountsDeps) {
  const { db, otp, now } = deps;

  async function sendResetCode(mobile: string, requestToken: string) {
    const account = await findByMobile(db, mobile);
    if (account?.status !== 'active') return;
    const code = await otp.issue('reset', mobile, requestToken);
    await deps.sms.send(mobile, accountTexts(account.language).resetCode(code, otp.ttlSeconds));
  }

  async function sendResetLink(email: string) {
    const account = await findByVerifiedEmail(db, email);
    if (account?.status !== 'active' || !account.emailVerifiedAt) return;
    const token = await issueAccountToken(
      db,
      'reset-link',
      account.id,
      new Date(now().getTime() + LINK_TTL_MS),
    );
    const link = `${deps.publicUrl}/create-password?token=${token}&email=${encodeURIComponent(email)}`;
    await deps.mail.send({ to: email, ...accountTexts(account.language).resetLink(link) });
  }

  /**
   * The answer to a reset by SMS: the request token the device keeps for step 2. The code belongs
   * to this request: only its holder's tries count against it (issue 25: five wrong codes from
   * other addresses killed the owner's). Known and unknown numbers get one alike.
   */
  async function resetBySms(mobile: string, requestToken: string, message: string) {
    await requestReset(mobile, (m) => sendResetCode(m, requestToken));
    return {
      ...document(resource('password_reset_requests', 'current', { request_token: requestToken })),
      message,
    };
  }

  /** Counts a send for the destination (429 when refused), then answers; the sending comes after. */
  async function requestReset(destination: string, send: (destination: string) => Promise<void>) {
    await otp.admitSend(destination);
    deps.afterResponse.run(() => send(destination));
  }

  async function setPassword(
    purpose: AccountTokenPurpose,
    body: Record<string, unknown>,
    address: string,
    owner: (tx: Tx, id: number) => Promise<boolean>,
  ) {
    const input = parseRules({ ...NEW_PASSWORD_RULES, token: 'required' }, body);
    const password = input.password;
    if (isCommonPassword(password)) {
      throw new ValidationError({
        password: ['This password is too common. Please choose one that is harder to guess.'],
      });
    }
    const taxpayerId = await useAccountToken(db, purpose, input.token, now(), owner);
    if (taxpayerId === null) {
      throw new ValidationError({
        token: ['This reset link or code has expired. Please start again from Forgot Password.'],
      });
    }
    await db
      .update(taxpayers)
      .set({ passwordHash: await deps.passwords.hash(password), updatedAt: now() })
      .where(eq(taxpayers.id, taxpayerId));
    await deps.sessions.revokeOthers(taxpayerId, undefined, 'password_changed');
    // The owner proved the phone or the mailbox: others' wrong passwords stop counting against them.
    await forgetFailures(deps.limiter, taxpayerId, address);
    return { message: 'Your password successfully changed' };
  }

  return {
    async forgotPassword(body: Record<string, unknown>) {
      const raw = bodyText(body.email) || bodyText(body.mobile_number);
      if (raw.includes('@')) {
        const input = parseRules(FORGOT_EMAIL_RULES, { ...body, email: raw });
        await requireHuman(deps.botCheck, body.recaptcha);
        await requestReset(input.email.toLowerCase(), sendResetLink);
        return { message: 'Successfully Submitted, Please check your email' };
      }
      const input = parseRules(FORGOT_MOBILE_RULES, { ...body, email: raw }, FORGOT_MOBILE_OPTIONS);
      await requireHuman(deps.botCheck, body.recaptcha);
      return resetBySms(input.email, newToken(), 'OTP sent.');
    },

    async resendOtp(body: Record<string, unknown>) {
      const raw = bodyText(body.mobile_number) || bodyText(body.email);
      const input = parseRules(FORGOT_MOBILE_RULES, { email: raw }, FORGOT_MOBILE_OPTIONS);
      await requireHuman(deps.botCheck, body.recaptcha);
      // The same request, a new code (the request's earlier code dies); a new one without a token.
      const requestToken = bodyText(body.request_token) || newToken();
      return resetBySms(input.email, requestToken, 'Resent OTP');
    },

    /** Step 2: the SMS code, exchanged for a short-lived token that allows step 3. */
    async validateOtp(body: Record<string, unknown>, address: string) {
      const input = parseRules(FORGOT_OTP_RULES, body, OTP_OPTIONS);
      await requireHuman(deps.botCheck, body.recaptcha);
      const mobile = input.mobile_number;
      const requestToken = bodyText(body.request_token);
      if (!requestToken) throw new ValidationError({ pin: [REQUEST_GONE] });
      await otp.consume('reset', mobile, input.pin, address, 'pin', requestToken);
      const account = await findByMobile(db, mobile);
      if (!account) throw new ValidationError({ pin: ['This code is not valid.'] });
      const token = await issueAccountToken(
        db,
        'reset-otp',
        account.id,
        new Date(now().getTime() + STEP_TTL_MS),
      );
      return {
        ...document(resource('password_resets', 'current', { reset_token: token })),
        message: 'Your number was successfully verified.',
      };
    },

    /** Step 3 after an SMS code: `mobile_number`, `token` (from step 2) and the new password. */
    changeWithOtp: (body: Record<string, unknown>, address: string) =>
      setPassword(
        'reset-otp',
        body,
        address,
        async (tx, id) => (await getTaxpayer(tx, id)).mobileNumber === bodyText(body.mobile_number),
      ),

    /** The e-mailed link's page: `email`, `token` and the new password. */
    changeWithLink: (body: Record<string, unknown>, address: string) =>
      setPassword(
        'reset-link',
        body,
        address,
        async (tx, id) => (await getTaxpayer(tx, id)).email === bodyText(body.email).toLowerCase(),
      ),
  };
}
