import * as v from 'valibot';
import { resourceOf } from './json-api';

// Getting past what others did to an account, by proving the phone (issue 25). The server reads
// the requests with these schemas; the web app reads the answers and the error `code`s.

/**
 * The JSON:API error `code` of a 429 that a code sent to the account's own mobile number gets
 * past: wrong second-factor codes from elsewhere (mfa_authenticate), or wrong passwords from
 * elsewhere (authenticate: then send_login_otp and sign in with `otp`).
 */
export const PHONE_CHECK_CODE = 'phone_check_available';

/**
 * The JSON:API error `code` of a 403 to a session without a second factor while the LGU requires
 * one (`mfa_required`): the web app asks for a challenge (MFA_STEP_UP_PATH) and opens the MFA dialog.
 */
export const SECOND_FACTOR_REQUIRED_CODE = 'second_factor_required';

/**
 * POST /api/v1/taxpayer/mfa/confirm_phone: the SMS code (`pin`, sent by mfa/send_otp with
 * receiver_type sms) of a challenge whose account wrong codes hold back. Once confirmed, that
 * challenge's codes are taken again (its own five tries still apply).
 */
export const MFA_CONFIRM_PHONE_PATH = '/api/v1/taxpayer/mfa/confirm_phone';
export const mfaConfirmPhoneRequest = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  pin: v.pipe(v.string(), v.regex(/^\d{6}$/, 'The code must be 6 digits.')),
  recaptcha: v.optional(v.string()),
});
export const mfaPhoneConfirmed = v.object({
  data: resourceOf('mfa_phone_checks', v.object({ phone_verified: v.literal(true) })),
  message: v.string(),
});

/**
 * POST /api/v1/taxpayer/mfa/step_up (bearer session, no body): a session without a second factor,
 * while the LGU requires one, trades itself for a sign-in challenge (the same as authenticate's:
 * set one up, or use one that is on); the session mfa_authenticate then answers replaces it.
 */
export const MFA_STEP_UP_PATH = '/api/v1/taxpayer/mfa/step_up';
