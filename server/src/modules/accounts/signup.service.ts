import { eq } from 'drizzle-orm';
import type { Language } from '@/domain/constants/languages';
import { SIGN_UP_RULES, VERIFY_RULES, OTP_OPTIONS } from '@/domain/contracts/account-forms';
import { taxpayers } from '../../db/auth-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ValidationError } from '../../http/http-errors';
import { parseRules } from '../../http/parse-rules';
import { isCommonPassword } from '../auth/common-passwords';
import { finishSignIn } from '../mfa/sign-in-gate';
import type { AccountsDeps } from './account-deps';
import { accountTexts } from './account-texts';
import { issueAccountToken, useAccountToken } from './account-tokens';
import { requireHuman } from './bot-check-guard';
import { findByVerifiedEmail, findByMobile, getTaxpayer, type Taxpayer } from './taxpayer-queries';

const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
const EMAIL_IN_USE = 'This e-mail address is already in use.';

/** Sign-up (§2.6, §4): pending account → SMS OTP → verified, signed in; optional e-mail activation. */
export function createSignupService(deps: AccountsDeps) {
  const { db, otp, sms, mail, passwords, now } = deps;

  async function sendEmailActivation(t: Taxpayer) {
    if (!t.email) return;
    const token = await issueAccountToken(
      db,
      'email-activation',
      t.id,
      new Date(now().getTime() + 48 * 3_600_000),
    );
    const link = `${deps.publicUrl}/account/activate/${token}/${encodeURIComponent(t.email)}`;
    await mail.send({ to: t.email, ...accountTexts(t.language).activation(t.firstName, link) });
  }

  return {
    sendEmailActivation,

    /** `language` is the request's: the new account keeps it for its messages (issue 13). */
    async register(body: Record<string, unknown>, language: Language = 'en') {
      const input = parseRules(SIGN_UP_RULES, body);
      await requireHuman(deps.botCheck, body.recaptcha);
      const mobile = input.mobile_number;
      const email = input.email.toLowerCase() || null;
      const password = input.password;
      if (isCommonPassword(password)) throw new ValidationError({ password: [TOO_COMMON] });
      const existing = await findByMobile(db, mobile);
      if (existing?.status === 'active') {
        throw new ValidationError({
          mobile_number: ['This mobile number is already registered. Please sign in or reset your password.'],
        });
      }
      if (email) {
        const owner = await findByVerifiedEmail(db, email);
        if (owner && owner.id !== existing?.id) throw new ValidationError({ email: [EMAIL_IN_USE] });
      }
      await otp.admitSend(mobile);
      const values = {
        firstName: input.first_name.toUpperCase(),
        lastName: input.last_name.toUpperCase(),
        email,
        passwordHash: await passwords.hash(password),
        isResident: body.is_resident === 1 || body.is_resident === '1' || body.is_resident === true ? 1 : 0,
        language,
        updatedAt: now(),
      };
      if (existing) await db.update(taxpayers).set(values).where(eq(taxpayers.id, existing.id));
      else await db.insert(taxpayers).values({ ...values, mobileNumber: mobile, status: 'pending' });
      const code = await otp.issue('signup', mobile);
      await sms.send(mobile, accountTexts(language).signupCode(code, otp.ttlSeconds));
      return { message: 'OTP sent.' };
    },

    async resendOtp(body: Record<string, unknown>) {
      const input = parseRules({ mobile_number: 'required|mobile_number_63' }, body);
      await requireHuman(deps.botCheck, body.recaptcha);
      const mobile = input.mobile_number;
      const pending = await findByMobile(db, mobile);
      if (pending?.status !== 'pending') {
        throw new ValidationError({
          mobile_number: ['There is no sign-up waiting for this number. Please sign up again.'],
        });
      }
      await otp.admitSend(mobile);
      const code = await otp.issue('signup', mobile);
      await sms.send(mobile, accountTexts(pending.language).signupCode(code, otp.ttlSeconds));
      return { message: 'Resent OTP' };
    },

    async verify(body: Record<string, unknown>, address: string) {
      const input = parseRules(VERIFY_RULES, body, OTP_OPTIONS);
      await requireHuman(deps.botCheck, body.recaptcha);
      const mobile = input.mobile_number;
      const pending = await findByMobile(db, mobile);
      if (!pending || pending.status !== 'pending') {
        throw new ValidationError({
          pin: ['There is no sign-up waiting for this number. Please sign up again.'],
        });
      }
      if (!(await passwords.verify(pending.passwordHash, input.password))) {
        throw new ValidationError({ password: ['The password does not match the one you signed up with.'] });
      }
      await otp.consume('signup', mobile, input.pin, address);
      await db
        .update(taxpayers)
        .set({ status: 'active', updatedAt: now() })
        .where(eq(taxpayers.id, pending.id));
      const active = await getTaxpayer(db, pending.id);
      // The number is verified either way; a mail outage must not undo that (the link can be re-sent
      // by saving the e-mail again on the profile page).
      await sendEmailActivation(active).catch(() => undefined);
      // With the LGU's mfa_required on, a new account sets up a second factor before its session.
      return finishSignIn(deps, active, 'Your number was successfully verified.');
    },

    /** `account/activate/{token}/{email}`: confirms the e-mail address of an account. */
    async activateEmail(body: Record<string, unknown>) {
      const input = parseRules({ token: 'required', email: 'required|email' }, body);
      const email = input.email.toLowerCase();
      const taxpayerId = await useAccountToken(
        db,
        'email-activation',
        input.token,
        now(),
        async (tx, id) => (await getTaxpayer(tx, id)).email === email,
      );
      if (taxpayerId === null) {
        throw new ValidationError({ token: ['This activation link is invalid or has expired.'] });
      }
      // Someone who confirmed the address first owns it (the unique index on confirmed e-mails
      // stops a race between two links too).
      const owner = await findByVerifiedEmail(db, email);
      if (owner && owner.id !== taxpayerId) throw new ValidationError({ email: [EMAIL_IN_USE] });
      await db
        .update(taxpayers)
        .set({ emailVerifiedAt: now() })
        .where(eq(taxpayers.id, taxpayerId))
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? new ValidationError({ email: [EMAIL_IN_USE] }) : err;
        });
      // Whether it also signs in depends on the LGU's EMAIL_LOGIN: the page says which (issue 30).
      return { message: 'Your e-mail address is confirmed.' };
    },
  };
}
