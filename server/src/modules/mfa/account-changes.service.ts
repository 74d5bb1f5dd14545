import { eq } from 'drizzle-orm';
import { FORGOT_OTP_RULES, OTP_OPTIONS } from '@/domain/contracts/account-forms';
import { changePinRequest, reauthenticateRequest } from '@/domain/contracts/mfa';
import { taxpayers } from '../../db/auth-schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthContext } from '../../http/auth-guard';
import { ForbiddenError, ValidationError } from '../../http/http-errors';
import { parseRules } from '../../http/parse-rules';
import { parseWith } from '../../http/parse-with';
import { requireHuman } from '../accounts/bot-check-guard';
import { checkCurrentPassword } from '../accounts/current-password';
import { findByMobile, getTaxpayer } from '../accounts/taxpayer-queries';
import { readMfa, saveMfa } from './mfa-account';
import type { MfaDeps } from './mfa-deps';
import { mfaTexts } from './mfa-texts';
import { maskContact } from './mask-contact';
import { newNumberDestination, reauthDestination } from './otp-destinations';
import { markReauthenticated, requireRecentReauth } from './reauthentication';
import { resource } from '../../http/json-api';
import type { SecurityService } from './security.service';
import { sendSettingsNotice } from './settings-notice';

const NUMBER_TAKEN = 'This mobile number is already registered.';
export const PIN_RESET_NEEDS_SMS_MESSAGE =
  'Your PIN sign-in is locked. Confirm it is you with a code sent to your mobile number, then choose a new PIN.';

// A PIN of one digit four times, or a run up or down, is among the first any guesser tries.
function weakPin(pin: string) {
  const d = [...pin].map(Number);
  const steps = d.slice(1).map((x, i) => x - (d[i] ?? 0));
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/**
 * Re-authentication (password, or a code to the current number) and the changes it allows here:
 * username + PIN, and the mobile number (a code to the new number proves it).
 */
export function createAccountChangesService(deps: MfaDeps, security: SecurityService) {
  const { db, now, otp } = deps;

  async function sendCode(to: string, key: string, text: (code: string, seconds: number) => string) {
    await otp.admitSend(key);
    const code = await otp.issue('mfa', key);
    await deps.sms.send(to, text(code, otp.ttlSeconds));
    return {
      data: resource('mfa_otps', 'current', {
        receiver_type: 'sms',
        masked_destination: maskContact(to) ?? '',
        cooldown_seconds: deps.otpCooldownSeconds,
        expires_in_seconds: otp.ttlSeconds,
      }),
      message: 'OTP sent.',
    };
  }

  return {
    /** POST /taxpayers/reauthenticate/send_otp: a code to the current mobile number. */
    async sendReauthOtp(auth: AuthContext, body: Record<string, unknown>) {
      await requireHuman(deps.botCheck, body.recaptcha);
      const account = await getTaxpayer(db, auth.taxpayerId);
      const destination = reauthDestination(account);
      if (!destination) throw new ValidationError({ pin: ['This account has no mobile number.'] });
      return sendCode(destination.to, destination.key, mfaTexts(account.language).confirmCode);
    },

    /** POST /taxpayers/reauthenticate: the password or that code; 10 minutes of sensitive changes. */
    async reauthenticate(auth: AuthContext, body: Record<string, unknown>, address: string) {
      const input = parseWith(reauthenticateRequest, body);
      await requireHuman(deps.botCheck, input.recaptcha);
      const account = await getTaxpayer(db, auth.taxpayerId);
      if ('password' in input) {
        await checkCurrentPassword(deps, account, input.password, {
          field: 'password',
          message: 'The current password is incorrect.',
        });
        await markReauthenticated(db, auth.sessionId, 'password', now());
      } else {
        const destination = reauthDestination(account);
        if (!destination) throw new ValidationError({ pin: ['This account has no mobile number.'] });
        await otp.consume('mfa', destination.key, input.pin, address);
        await markReauthenticated(db, auth.sessionId, 'sms', now());
      }
      return security.settingsDocument(auth, 'Action Successful!');
    },

    /** PUT /taxpayers/change_pin: username + PIN; a locked PIN needs an SMS re-authentication. */
    async changePin(auth: AuthContext, body: Record<string, unknown>) {
      const input = parseWith(changePinRequest, body);
      await requireHuman(deps.botCheck, input.recaptcha);
      const recent = await requireRecentReauth(db, auth.sessionId, now());
      const row = await readMfa(db, auth.taxpayerId);
      if (row?.pinLockedAt && recent.method !== 'sms') throw new ForbiddenError(PIN_RESET_NEEDS_SMS_MESSAGE);
      if (input.login_pin !== input.login_pin_confirmation) {
        throw new ValidationError({ login_pin_confirmation: ['The PINs do not match.'] });
      }
      if (weakPin(input.login_pin)) {
        throw new ValidationError({ login_pin: ['This PIN is too easy to guess. Please choose another.'] });
      }
      const pinHash = await deps.passwords.hash(input.login_pin);
      const userId = input.user_id.toLowerCase();
      await saveMfa(db, auth.taxpayerId, { userId, pinHash, pinFailures: 0, pinLockedAt: null }, now()).catch(
        (err: unknown) => {
          throw isUniqueViolation(err)
            ? new ValidationError({ user_id: ['This username is already taken. Please choose another.'] })
            : err;
        },
      );
      const account = await getTaxpayer(db, auth.taxpayerId);
      deps.afterResponse.run(() => sendSettingsNotice(deps, account, 'pin'));
      return security.settingsDocument(auth, 'Updated!');
    },

    /** POST /taxpayers/change_mobile_number/send_otp: a code to the new number. */
    async sendNewNumberOtp(auth: AuthContext, body: Record<string, unknown>) {
      const input = parseRules({ mobile_number: FORGOT_OTP_RULES.mobile_number }, body);
      await requireHuman(deps.botCheck, body.recaptcha);
      await requireRecentReauth(db, auth.sessionId, now());
      if (await findByMobile(db, input.mobile_number))
        throw new ValidationError({ mobile_number: [NUMBER_TAKEN] });
      const account = await getTaxpayer(db, auth.taxpayerId);
      const destination = newNumberDestination(account, input.mobile_number);
      return sendCode(destination.to, destination.key, mfaTexts(account.language).newNumberCode);
    },

    /** PUT /taxpayers/change_mobile_number: the new number with its code; the old number is told. */
    async changeMobile(auth: AuthContext, body: Record<string, unknown>, address: string) {
      const input = parseRules(FORGOT_OTP_RULES, body, OTP_OPTIONS);
      await requireHuman(deps.botCheck, body.recaptcha);
      await requireRecentReauth(db, auth.sessionId, now());
      const before = await getTaxpayer(db, auth.taxpayerId);
      await otp.consume('mfa', newNumberDestination(before, input.mobile_number).key, input.pin, address);
      await db
        .update(taxpayers)
        .set({ mobileNumber: input.mobile_number, updatedAt: now() })
        .where(eq(taxpayers.id, before.id))
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? new ValidationError({ mobile_number: [NUMBER_TAKEN] }) : err;
        });
      // Other sessions may be someone else's: only this one, just re-authenticated, stays.
      await deps.sessions.revokeOthers(before.id, auth.sessionId);
      deps.afterResponse.run(() => sendSettingsNotice(deps, before, 'mobile'));
      return security.settingsDocument(auth, 'Your mobile number was changed.');
    },
  };
}
