import {
  FORGOT_EMAIL_RULES,
  FORGOT_MOBILE_OPTIONS,
  FORGOT_MOBILE_RULES,
} from '@/domain/contracts/account-forms';
import { ValidationError } from '../../http/http-errors';
import { bodyText, parseRules } from '../../http/parse-rules';
import { WRONG_OTP_MESSAGE } from '../auth/otp.service';
import type { AccountsDeps } from './account-deps';
import { accountTexts } from './account-texts';
import { requireHuman } from './bot-check-guard';
import { findByMobile, findByVerifiedEmail, type Taxpayer } from './taxpayer-queries';

/**
 * The owner's way past wrong passwords from elsewhere (issue 25: 100 wrong passwords from 20
 * addresses in 9 s made the owner's right password wait 24 hours). `send_login_otp` sends a code
 * to the account's registered mobile number; a sign-in that carries it (`otp`, §3) with the right
 * password is not held by the account's count of failures. The code proves the phone; the bot
 * check, the send limits (60 s, 10 an hour) and the OTP's own tries still apply.
 */
export function createSignInOtp(deps: AccountsDeps) {
  const { db, otp } = deps;

  async function sendTo(identifier: string, byEmail: boolean) {
    const account = byEmail ? await findByVerifiedEmail(db, identifier) : await findByMobile(db, identifier);
    const mobile = account?.status === 'active' ? account.mobileNumber : null;
    if (!account || !mobile) return;
    const code = await otp.issue('sign-in', mobile);
    await deps.sms.send(mobile, accountTexts(account.language).signInCode(code, otp.ttlSeconds));
  }

  return {
    /**
     * POST /taxpayer/send_login_otp: the mobile number or e-mail of the sign-in form. Known and
     * unknown accounts get the same answer after the same work; the code is sent after it.
     */
    async send(body: Record<string, unknown>) {
      const raw = bodyText(body.email) || bodyText(body.mobile_number);
      const byEmail = raw.includes('@');
      const identifier = byEmail
        ? parseRules(FORGOT_EMAIL_RULES, { email: raw }).email.toLowerCase()
        : parseRules(FORGOT_MOBILE_RULES, { email: raw }, FORGOT_MOBILE_OPTIONS).email;
      await requireHuman(deps.botCheck, body.recaptcha);
      await otp.admitSend(`sign-in:${identifier}`);
      deps.afterResponse.run(() => sendTo(identifier, byEmail));
      return { message: 'OTP sent.' };
    },

    /** Checks the sign-in's `otp` against the account's phone; a 422 on `otp` when wrong. */
    async prove(account: Taxpayer | undefined, code: string, address: string) {
      if (!/^\d{6}$/.test(code)) throw new ValidationError({ otp: ['The code must be 6 digits.'] });
      const mobile = account?.status === 'active' ? account.mobileNumber : null;
      if (!mobile) throw new ValidationError({ otp: [WRONG_OTP_MESSAGE] });
      await otp.consume('sign-in', mobile, code, address, 'otp');
    },
  };
}
