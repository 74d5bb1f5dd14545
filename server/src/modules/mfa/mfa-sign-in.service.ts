import { eq } from 'drizzle-orm';
import {
  google2faEnableRequest,
  google2faGenerateRequest,
  mfaAuthenticateRequest,
  mfaSendOtpRequest,
  type MfaType,
  preferredMfaRequest,
} from '@/domain/contracts/mfa';
import { taxpayers } from '../../db/auth-schema';
import { ForbiddenError, ValidationError } from '../../http/http-errors';
import { document, resource } from '../../http/json-api';
import { parseWith } from '../../http/parse-with';
import { requireHuman } from '../accounts/bot-check-guard';
import { getTaxpayer, type Taxpayer } from '../accounts/taxpayer-queries';
import {
  checkAuthenticatorCode,
  enableAuthenticator,
  generateAuthenticator,
  WRONG_CODE_MESSAGE,
} from './authenticator';
import { type Challenge, countWrongCode, openChallenge, spendChallenge } from './challenges';
import { afterFactorOn } from './factor-on';
import {
  clearCodeTries,
  codeTriesHeld,
  FREE_WRONG_CODES,
  takeCodeTry,
  WRONG_CODE_CEILING,
} from './factor-tries';
import { enabledFactors, possibleFactors, readMfa, saveMfa } from './mfa-account';
import type { MfaDeps } from './mfa-deps';
import { mfaTexts } from './mfa-texts';
import { maskContact } from './mask-contact';
import { signInDestination } from './otp-destinations';
import { useRecoveryCode } from './recovery-codes';
import { sendSecurityAlert } from './security-alert';
import { type CallerSession, sessionDocument } from './sign-in-gate';

const NOT_OFFERED = 'This sign-in method is not available for your account.';
const notOffered = () => new ValidationError({ mfa_type: [NOT_OFFERED] });
const SIGNED_IN = 'You have successfully logged in!';

/** The methods a challenge may use: the account's factors, or while setting one up, any it could. */
async function offered(deps: MfaDeps, challenge: Challenge, account: Taxpayer): Promise<MfaType[]> {
  if (challenge.setupRequired) return possibleFactors(account);
  return enabledFactors(await readMfa(deps.db, account.id), account);
}

/**
 * Where a challenge may have a code sent: its methods, and the account's own mobile number while
 * wrong codes hold the account back, so the owner can prove the phone (mfa/confirm_phone).
 */
async function sendable(deps: MfaDeps, challenge: Challenge, account: Taxpayer): Promise<MfaType[]> {
  const methods = await offered(deps, challenge, account);
  const row = challenge.setupRequired ? undefined : await readMfa(deps.db, account.id);
  const held = row !== undefined && codeTriesHeld(row.factorFailures) && account.mobileNumber !== null;
  return held && !methods.includes('sms_otp') ? [...methods, 'sms_otp'] : methods;
}

/**
 * The MFA dialog's calls with a challenge token (§2.5, §7.6): send a code, check a code (or a
 * recovery code), set up the authenticator while the LGU requires a factor, save the choice.
 */
export function createMfaSignInService(deps: MfaDeps) {
  const { db, now, otp } = deps;

  /** Runs a code check; a wrong code counts against the challenge (5 end it) before it is told. */
  async function counted<T>(challenge: Challenge, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (err) {
      if (err instanceof ValidationError) await countWrongCode(db, challenge.id);
      throw err;
    }
  }

  return {
    /** POST /taxpayer/mfa/send_otp. */
    async sendOtp(body: Record<string, unknown>) {
      const input = parseWith(mfaSendOtpRequest, body);
      await requireHuman(deps.botCheck, input.recaptcha);
      const challenge = await openChallenge(db, input.token, now());
      const account = await getTaxpayer(db, challenge.taxpayerId);
      const type: MfaType = input.receiver_type === 'sms' ? 'sms_otp' : 'email_otp';
      const destination = signInDestination(account, input.receiver_type);
      if (!destination || !(await sendable(deps, challenge, account)).includes(type)) throw notOffered();
      await otp.admitSend(destination.key);
      // The code belongs to this challenge: wrong codes tried in others' challenges (someone who
      // knows the password) neither use up its tries nor can use it (issue 25).
      const code = await otp.issue('mfa', destination.key, input.token);
      const texts = mfaTexts(account.language);
      if (input.receiver_type === 'sms')
        await deps.sms.send(destination.to, texts.signInCode(code, otp.ttlSeconds));
      else await deps.mail.send({ to: destination.to, ...texts.signInCodeMail(code, otp.ttlSeconds) });
      return {
        data: resource('mfa_otps', challenge.id, {
          receiver_type: input.receiver_type,
          masked_destination: maskContact(destination.to) ?? '',
          cooldown_seconds: deps.otpCooldownSeconds,
          expires_in_seconds: otp.ttlSeconds,
        }),
        message: 'OTP sent.',
      };
    },

    /**
     * POST /taxpayer/mfa_authenticate: the code of a factor, or a recovery code → the session (the
     * caller's own, made full, when it came with one of this account: a step-up).
     */
    async authenticate(body: Record<string, unknown>, address: string, caller?: CallerSession) {
      const input = parseWith(mfaAuthenticateRequest, body);
      await requireHuman(deps.botCheck, input.recaptcha);
      const challenge = await openChallenge(db, input.token, now());
      const account = await getTaxpayer(db, challenge.taxpayerId);
      const methods = await offered(deps, challenge, account);
      const type = input.mfa_type;
      // Codes a guesser could try from challenge after challenge count against the account (issue
      // 25); an SMS code proves the phone itself, and has the OTP limits of its own.
      const guarded = !challenge.setupRequired && type !== 'sms_otp' && methods.length > 0;
      const failures = guarded
        ? await takeCodeTry(db, account.id, now(), {
            phoneVerified: challenge.phoneVerifiedAt !== null,
            hasPhone: account.mobileNumber !== null,
          })
        : 0;
      await counted(challenge, async () => {
        if (type === 'recovery_code') {
          if (challenge.setupRequired) throw notOffered();
          if (!(await useRecoveryCode(db, account.id, input.secret, now()))) {
            throw new ValidationError({
              secret: ['This recovery code is not valid or has already been used.'],
            });
          }
          return;
        }
        if (!methods.includes(type)) throw notOffered();
        if (type === 'google_authenticator') {
          // While setting up, the first code goes to google_2fa/enable (it holds the new secret).
          if (challenge.setupRequired) throw notOffered();
          if (!(await checkAuthenticatorCode(deps, account.id, input.secret)))
            throw new ValidationError({ secret: [WRONG_CODE_MESSAGE] });
          return;
        }
        const destination = signInDestination(account, type === 'sms_otp' ? 'sms' : 'email');
        if (!destination) throw notOffered();
        await otp.consume('mfa', destination.key, input.secret, address, 'secret', input.token);
      }).catch((err: unknown) => {
        // The owner hears of it when the waits begin and when only the phone helps any more.
        if (failures === FREE_WRONG_CODES || failures === WRONG_CODE_CEILING) {
          const alert = failures === FREE_WRONG_CODES ? 'codes-guessed' : 'codes-locked';
          deps.afterResponse.run(() => sendSecurityAlert(deps, account, alert));
        }
        throw err;
      });
      if (!challenge.setupRequired) await clearCodeTries(db, account.id);
      await spendChallenge(db, challenge.id, now());
      await deps.afterSecondFactor?.(challenge.id);
      let codes: string[] | undefined;
      if (challenge.setupRequired && type !== 'recovery_code') {
        // The code proved the contact: this factor is the account's from now on.
        await saveMfa(
          db,
          account.id,
          type === 'sms_otp' ? { smsEnabled: true } : { emailEnabled: true },
          now(),
        );
        codes = await afterFactorOn(deps, account, type, true);
      }
      return sessionDocument(deps, await getTaxpayer(db, account.id), SIGNED_IN, {
        recoveryCodes: codes,
        secondFactor: true,
        caller,
      });
    },

    /** google_2fa/generate with a challenge: only while the account must set up its first factor. */
    async generate(body: Record<string, unknown>) {
      const input = parseWith(google2faGenerateRequest, body);
      const challenge = await openChallenge(db, input.token ?? '', now());
      if (!challenge.setupRequired) throw new ForbiddenError(NOT_OFFERED);
      return generateAuthenticator(deps, await getTaxpayer(db, challenge.taxpayerId));
    },

    /** google_2fa/enable with a challenge: the authenticator on, and the session (as authenticate's). */
    async enable(body: Record<string, unknown>, caller?: CallerSession) {
      const input = parseWith(google2faEnableRequest, body);
      await requireHuman(deps.botCheck, input.recaptcha);
      const challenge = await openChallenge(db, input.token ?? '', now());
      if (!challenge.setupRequired) throw new ForbiddenError(NOT_OFFERED);
      await counted(challenge, () => enableAuthenticator(deps, challenge.taxpayerId, input.secret));
      await spendChallenge(db, challenge.id, now());
      await deps.afterSecondFactor?.(challenge.id);
      const account = await getTaxpayer(db, challenge.taxpayerId);
      const codes = await afterFactorOn(deps, account, 'google_authenticator', true);
      return sessionDocument(deps, await getTaxpayer(db, account.id), SIGNED_IN, {
        recoveryCodes: codes,
        secondFactor: true,
        caller,
      });
    },

    /** preferred_mfa with a challenge (does not spend it). */
    async prefer(body: Record<string, unknown>) {
      const input = parseWith(preferredMfaRequest, body);
      const challenge = await openChallenge(db, input.token ?? '', now());
      const account = await getTaxpayer(db, challenge.taxpayerId);
      if (!(await offered(deps, challenge, account)).includes(input.preferred_mfa)) throw notOffered();
      await db
        .update(taxpayers)
        .set({ preferredMfa: input.preferred_mfa })
        .where(eq(taxpayers.id, account.id));
      return {
        ...document(resource('mfa_preferences', account.id, { preferred_mfa: input.preferred_mfa })),
        message: 'Updated!',
      };
    },
  };
}

export type MfaSignInService = ReturnType<typeof createMfaSignInService>;
