import { eq } from 'drizzle-orm';
import { google2faEnableRequest, mfaSettingRequest, preferredMfaRequest } from '@/domain/contracts/mfa';
import { taxpayers } from '../../db/auth-schema';
import type { AuthContext } from '../../http/auth-guard';
import { ValidationError } from '../../http/http-errors';
import { parseWith } from '../../http/parse-with';
import { requireHuman } from '../accounts/bot-check-guard';
import { getTaxpayer } from '../accounts/taxpayer-queries';
import { enableAuthenticator, generateAuthenticator } from './authenticator';
import { afterFactorOn } from './factor-on';
import { enabledFactors, readMfa, saveMfa } from './mfa-account';
import type { MfaDeps } from './mfa-deps';
import { lguRequiresMfa } from './mfa-settings-keys';
import { requireRecentReauth } from './reauthentication';
import { dropRecoveryCodes, newRecoveryCodes } from './recovery-codes';
import { securitySettings } from './security-settings';
import { sendSettingsNotice } from './settings-notice';

const LGU_REQUIRES = 'Your local government requires a second factor. Turn another one on first.';
const EMAIL_NEEDED = 'Confirm your e-mail address first (the link we sent), then turn this on.';

/**
 * The profile's security section (signed in): see the settings, turn factors on and off, set up
 * the authenticator, choose the preferred method, make new recovery codes. Changes need a
 * re-authentication within 10 minutes and are told to the owner by SMS and e-mail.
 */
export function createSecurityService(deps: MfaDeps) {
  const { db, now } = deps;

  async function settingsDocument(auth: AuthContext, message?: string, codes?: string[]) {
    const account = await getTaxpayer(db, auth.taxpayerId);
    return {
      data: await securitySettings(deps, account, auth.sessionId),
      ...(codes ? { meta: { recovery_codes: codes } } : {}),
      ...(message ? { message } : {}),
    };
  }

  return {
    settingsDocument,

    /** PUT /taxpayers/mfa_settings: SMS or e-mail on/off, the authenticator off. */
    async setFactor(auth: AuthContext, body: Record<string, unknown>) {
      const input = parseWith(mfaSettingRequest, body);
      await requireHuman(deps.botCheck, input.recaptcha);
      await requireRecentReauth(db, auth.sessionId, now());
      const account = await getTaxpayer(db, auth.taxpayerId);
      const before = enabledFactors(await readMfa(db, account.id), account);
      const on = input.enabled === true || input.enabled === 1;
      if (on && input.mfa_type === 'google_authenticator') {
        throw new ValidationError({ mfa_type: ['Set up the authenticator app with its QR code.'] });
      }
      if (on && input.mfa_type === 'email_otp' && !(account.email && account.emailVerifiedAt)) {
        throw new ValidationError({ mfa_type: [EMAIL_NEEDED] });
      }
      if (on === before.includes(input.mfa_type)) return settingsDocument(auth, 'Updated!');
      if (!on && before.length === 1 && (await lguRequiresMfa(db))) {
        throw new ValidationError({ mfa_type: [LGU_REQUIRES] });
      }
      const change =
        input.mfa_type === 'sms_otp'
          ? { smsEnabled: on }
          : input.mfa_type === 'email_otp'
            ? { emailEnabled: on }
            : { totpSecret: null, totpLastStep: null };
      await saveMfa(db, account.id, change, now());
      let codes: string[] | undefined;
      if (on) codes = await afterFactorOn(deps, account, input.mfa_type, before.length === 0);
      else {
        // No factor left: the recovery codes have nothing to stand in for.
        if (before.length === 1) await dropRecoveryCodes(db, account.id);
        deps.afterResponse.run(() => sendSettingsNotice(deps, account, 'mfa-off'));
      }
      return settingsDocument(auth, 'Updated!', codes);
    },

    /** google_2fa/generate with the session. */
    async generate(auth: AuthContext) {
      await requireRecentReauth(db, auth.sessionId, now());
      return generateAuthenticator(deps, await getTaxpayer(db, auth.taxpayerId));
    },

    /** google_2fa/enable with the session. */
    async enable(auth: AuthContext, body: Record<string, unknown>) {
      const input = parseWith(google2faEnableRequest, body);
      await requireHuman(deps.botCheck, input.recaptcha);
      await requireRecentReauth(db, auth.sessionId, now());
      const account = await getTaxpayer(db, auth.taxpayerId);
      const before = enabledFactors(await readMfa(db, account.id), account);
      await enableAuthenticator(deps, account.id, input.secret);
      // The app's code was typed in this session: it has passed a second factor, and stays full
      // should the city turn mfa_required on later (issue 25).
      await deps.sessions.upgrade(auth.sessionId);
      const codes = await afterFactorOn(deps, account, 'google_authenticator', before.length === 0);
      return settingsDocument(auth, 'Updated!', codes);
    },

    /** preferred_mfa with the session: one of the factors that are on. */
    async prefer(auth: AuthContext, body: Record<string, unknown>) {
      const input = parseWith(preferredMfaRequest, body);
      const account = await getTaxpayer(db, auth.taxpayerId);
      if (!enabledFactors(await readMfa(db, account.id), account).includes(input.preferred_mfa)) {
        throw new ValidationError({ preferred_mfa: ['Turn this method on first.'] });
      }
      await db
        .update(taxpayers)
        .set({ preferredMfa: input.preferred_mfa })
        .where(eq(taxpayers.id, account.id));
      return settingsDocument(auth, 'Updated!');
    },

    /** POST /taxpayers/recovery_codes: a new set; the old one dies. */
    async regenerateCodes(auth: AuthContext, body: Record<string, unknown>) {
      await requireHuman(deps.botCheck, body.recaptcha);
      await requireRecentReauth(db, auth.sessionId, now());
      const account = await getTaxpayer(db, auth.taxpayerId);
      if (enabledFactors(await readMfa(db, account.id), account).length === 0) {
        throw new ValidationError({ recovery_codes: ['Turn a second factor on first.'] });
      }
      const codes = await newRecoveryCodes(db, account.id, now());
      deps.afterResponse.run(() => sendSettingsNotice(deps, account, 'recovery-codes'));
      return settingsDocument(auth, 'Updated!', codes);
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
