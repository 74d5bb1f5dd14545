import * as v from 'valibot';
import { profileAttributes } from './account-responses';
import { resourceOf } from './json-api';

// Second factors and sign-in choices (issue 16; spec §2.4, §2.5, §3, §4, §7.6). The server
// validates what it reads with the request schemas below and answers with the response shapes.
//
// Two kinds of credential reach these calls:
// - a CHALLENGE token (`token` in the body): what `authenticate` answers when a second factor is
//   needed. 5 minutes, one account, one sign-in attempt, single use (spent by the call that
//   answers a session), never a session: it opens no other path.
// - the bearer SESSION (Authorization header) of a signed-in resident, for the profile's
//   security section. Changing a factor, the PIN, the mobile number, the e-mail or the password
//   then needs a re-authentication within the last 10 minutes (REAUTH_WINDOW_SECONDS).
//
// All paths are under /api. Those the spec names (§7.6) are used as named; the rest are ours,
// listed in docs/api-mfa.md.

/** §2.5 methods, in the chooser's order. */
export const MFA_TYPES = ['google_authenticator', 'sms_otp', 'email_otp'] as const;
export type MfaType = (typeof MFA_TYPES)[number];
/** What `mfa_authenticate` accepts: a method, or one of the ten recovery codes. */
export const MFA_CODE_TYPES = [...MFA_TYPES, 'recovery_code'] as const;
export type MfaCodeType = (typeof MFA_CODE_TYPES)[number];

/** Seconds a challenge token lives. */
export const MFA_CHALLENGE_SECONDS = 5 * 60;
/** A re-authentication allows sensitive changes for this long. */
export const REAUTH_WINDOW_SECONDS = 10 * 60;
/** Recovery codes made at a time; each works once. Shown as 'xxxxx-xxxxx' (10 lower-case letters/digits). */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong PINs in a row after which PIN sign-in stops until the PIN is reset (after an SMS OTP). */
export const PIN_FAILURE_LIMIT = 10;
/** The login PIN's digits (§9). */
export const LOGIN_PIN_LENGTH = 4;

const code6 = v.pipe(v.string(), v.regex(/^\d{6}$/, 'The code must be 6 digits.'));
const recaptcha = v.optional(v.string());
const challengeToken = v.pipe(v.string(), v.minLength(1));

// ---------------------------------------------------------------------------------------------
// Sign-in: POST /api/v1/taxpayer/authenticate (§7.6)
// ---------------------------------------------------------------------------------------------

/**
 * Username + PIN sign-in (only while the TAXPAYER_USERNAME content flag is on; §3 login payloads).
 * The password payload is unchanged (account-forms.ts).
 */
export const pinLoginRequest = v.object({
  user_id: v.pipe(v.string(), v.minLength(1)),
  login_pin: v.pipe(v.string(), v.regex(/^\d{4}$/, 'The PIN must be 4 digits.')),
  login_type: v.optional(v.literal('username')),
  recaptcha,
});
export type PinLoginRequest = v.InferOutput<typeof pinLoginRequest>;

/**
 * `authenticate` when a second factor is needed (the account has one on, or the LGU setting
 * `mfa_required` is on): no session, a challenge instead. `mfa_setup_required` is true when the
 * account has no factor yet and must set one up (the LGU requires it): then every method with a
 * confirmed contact is offered and the one that succeeds is turned on (and recovery codes are
 * answered once). Otherwise `available_mfa` lists the factors the account turned on.
 * Contacts come masked (positions 2 to 8 hidden, §5); the full ones are never sent before the
 * second factor.
 */
export const mfaChallengeAttributes = v.object({
  is_mfa_required: v.literal(true),
  token: v.string(),
  token_type: v.literal('MfaChallenge'),
  expires_at: v.string(),
  mfa_setup_required: v.boolean(),
  available_mfa: v.array(v.picklist(MFA_TYPES)),
  preferred_mfa: v.nullable(v.picklist(MFA_TYPES)),
  masked_mobile_number: v.nullable(v.string()),
  masked_email: v.nullable(v.string()),
});
export const mfaChallenge = v.object({
  data: resourceOf('sessions', mfaChallengeAttributes),
  message: v.optional(v.string()),
});
export type MfaChallenge = v.InferOutput<typeof mfaChallenge>;

/**
 * A session (authenticate without a second factor, mfa_authenticate, google_2fa/enable with a
 * challenge token). `recovery_codes` is present exactly once: when this sign-in turned the
 * account's first second factor on. Show them then; they are never answered again.
 */
export const mfaSessionAttributes = v.object({
  is_mfa_required: v.literal(false),
  token: v.string(),
  token_type: v.literal('Bearer'),
  expires_at: v.string(),
  recovery_codes: v.optional(v.array(v.string())),
});
export const mfaSession = v.object({
  data: resourceOf('sessions', mfaSessionAttributes),
  included: v.optional(v.array(resourceOf('taxpayers', profileAttributes))),
  message: v.optional(v.string()),
});
export type MfaSession = v.InferOutput<typeof mfaSession>;

/** What `authenticate` (and `verify` after sign-up) answers: a session or a challenge. */
export const authenticateAnswer = v.union([mfaSession, mfaChallenge]);
export type AuthenticateAnswer = v.InferOutput<typeof authenticateAnswer>;

// ---------------------------------------------------------------------------------------------
// The MFA dialog (§2.5) with a challenge token
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/v1/taxpayer/mfa/send_otp (§7.6 "MFA send_otp"). Sends a 6-digit code to the account's
 * own verified mobile number (`sms`) or confirmed e-mail (`email`); `email` in the body is
 * accepted for the spec's payload but never chooses where the code goes. The §4 OTP rules: 60 s cooldown, 10 sends an hour, 5 wrong tries per code,
 * a resend keeps the failure count. Answer: 'OTP sent.' with the masked destination.
 */
export const mfaSendOtpRequest = v.object({
  receiver_type: v.picklist(['sms', 'email']),
  token: challengeToken,
  email: v.optional(v.string()),
  recaptcha,
});
export type MfaSendOtpRequest = v.InferOutput<typeof mfaSendOtpRequest>;
export const mfaOtpSent = v.object({
  data: resourceOf(
    'mfa_otps',
    v.object({
      receiver_type: v.picklist(['sms', 'email']),
      masked_destination: v.string(),
      cooldown_seconds: v.number(),
      expires_in_seconds: v.number(),
    }),
  ),
  message: v.string(),
});

/**
 * POST /api/v1/taxpayer/mfa_authenticate (§7.6): `secret` is the code (6 digits; a recovery code
 * 'xxxxx-xxxxx' for mfa_type recovery_code). Answers mfaSession. A wrong code is a 422 and the
 * challenge stays usable until it expires or its tries run out (5 wrong codes end it).
 */
export const mfaAuthenticateRequest = v.object({
  secret: v.pipe(v.string(), v.minLength(1)),
  mfa_type: v.picklist(MFA_CODE_TYPES),
  token: challengeToken,
  recaptcha,
});
export type MfaAuthenticateRequest = v.InferOutput<typeof mfaAuthenticateRequest>;

/**
 * POST /api/v1/taxpayer/google_2fa/generate (§7.6 "google_2fa generate"), with a challenge
 * `token` (only while mfa_setup_required) or the bearer session (re-authenticated). Makes a new
 * secret, kept pending on the server until enabled (15 minutes). `qr_code_url` is a data: URL of
 * a PNG made on the server (the otpauth:// URI, issuer = the LGU's name); `google2fa_secret` is the
 * base32 secret for typing into the app.
 */
export const google2faGenerateRequest = v.object({
  email: v.optional(v.string()),
  token: v.optional(challengeToken),
});
export const google2faSetup = v.object({
  data: resourceOf(
    'google_2fa_setups',
    v.object({ qr_code_url: v.string(), google2fa_secret: v.string(), otpauth_url: v.string() }),
  ),
});
export type Google2faSetup = v.InferOutput<typeof google2faSetup>;

/**
 * POST /api/v1/taxpayer/google_2fa/enable (§7.6 "google_2fa enable"): `secret` is the 6-digit code
 * the app shows for the pending secret. With a challenge token the answer is mfaSession (signed
 * in, the authenticator on); with the bearer session it is mfaSettingsDocument.
 */
export const google2faEnableRequest = v.object({
  secret: code6,
  email: v.optional(v.string()),
  token: v.optional(challengeToken),
  mfa_type: v.optional(v.literal('google_authenticator')),
  recaptcha,
});
export type Google2faEnableRequest = v.InferOutput<typeof google2faEnableRequest>;

/**
 * PUT /api/v1/taxpayer/preferred_mfa (§7.6 "preferred_mfa"): with a challenge `token` (does not
 * spend it) or the bearer session. Must be a method the account has on (or, while
 * mfa_setup_required, any offered one). With the session it answers mfaSettingsDocument; with a
 * challenge only mfaPreferenceDocument (nothing more of the account before its second factor).
 */
export const preferredMfaRequest = v.object({
  token: v.optional(challengeToken),
  preferred_mfa: v.picklist(MFA_TYPES),
});
export const mfaPreferenceDocument = v.object({
  data: resourceOf('mfa_preferences', v.object({ preferred_mfa: v.picklist(MFA_TYPES) })),
  message: v.optional(v.string()),
});

// ---------------------------------------------------------------------------------------------
// The profile's security section (bearer session)
// ---------------------------------------------------------------------------------------------

/**
 * The account's sign-in settings. The same flags are kept true in the §3 profile attributes
 * (is_mfa_required, is_email_2fa_enabled, is_sms_2fa_enabled, is_google_2fa_enabled,
 * google2fa_enable, preferred_mfa, user_id). Flags are 0/1 like the rest of §3.
 */
export const mfaSettingsAttributes = v.object({
  /** 1 when a sign-in of this account asks for a second factor. */
  is_mfa_required: v.picklist([0, 1]),
  /** 1 when the LGU requires every account to use one (the setting `mfa_required`). */
  is_mfa_required_by_lgu: v.picklist([0, 1]),
  is_email_2fa_enabled: v.picklist([0, 1]),
  is_sms_2fa_enabled: v.picklist([0, 1]),
  is_google_2fa_enabled: v.picklist([0, 1]),
  google2fa_enable: v.picklist([0, 1]),
  preferred_mfa: v.nullable(v.picklist(MFA_TYPES)),
  recovery_codes_left: v.number(),
  user_id: v.nullable(v.string()),
  has_pin: v.boolean(),
  /** True after PIN_FAILURE_LIMIT wrong PINs in a row, until change_pin after an SMS re-authentication. */
  is_pin_locked: v.boolean(),
  /** ISO time until which sensitive changes are allowed; null when not re-authenticated. */
  reauthenticated_until: v.nullable(v.string()),
});
export type MfaSettings = v.InferOutput<typeof mfaSettingsAttributes>;
export const mfaSettingsDocument = v.object({
  data: resourceOf('mfa_settings', mfaSettingsAttributes),
  /** Present once when this change turned the first second factor on, or regenerated codes. */
  meta: v.optional(v.object({ recovery_codes: v.array(v.string()) })),
  message: v.optional(v.string()),
});
export type MfaSettingsDocument = v.InferOutput<typeof mfaSettingsDocument>;

/** GET /api/v1/taxpayers/mfa_settings → mfaSettingsDocument. */
export const MFA_SETTINGS_PATH = '/api/v1/taxpayers/mfa_settings';

/**
 * PUT /api/v1/taxpayers/mfa_settings (re-authenticated): turn SMS or e-mail on or off, or the
 * authenticator off (on goes through google_2fa/generate + enable). E-mail needs a confirmed
 * address. Turning the last factor off is refused while the LGU requires one. A notice goes by
 * SMS and e-mail. Answers mfaSettingsDocument (meta.recovery_codes when the first factor went on).
 */
export const mfaSettingRequest = v.object({
  mfa_type: v.picklist(MFA_TYPES),
  enabled: v.union([v.boolean(), v.picklist([0, 1])]),
  recaptcha,
});
export type MfaSettingRequest = v.InferOutput<typeof mfaSettingRequest>;

/**
 * POST /api/v1/taxpayers/recovery_codes (re-authenticated, a factor on): a new set of ten, the
 * old set dies. Answers mfaSettingsDocument with meta.recovery_codes.
 */
export const RECOVERY_CODES_PATH = '/api/v1/taxpayers/recovery_codes';

/**
 * Re-authentication (bearer session), good for REAUTH_WINDOW_SECONDS on this session (signing in
 * does not count: the security section always asks once, then allows 10 minutes of changes):
 * - POST /api/v1/taxpayers/reauthenticate with { password } or { pin } (the SMS code), + recaptcha;
 * - POST /api/v1/taxpayers/reauthenticate/send_otp { recaptcha } sends that code to the current
 *   mobile number (answer like mfaOtpSent, receiver_type sms).
 * Answers mfaSettingsDocument (reauthenticated_until set). Sensitive changes without it: 403 with
 * the message REAUTH_REQUIRED_MESSAGE. Also asked by PUT /api/v1/taxpayers/update/profile when it
 * replaces a confirmed e-mail; change_password's current_password is its own re-authentication.
 */
export const reauthenticateRequest = v.union([
  v.object({ password: v.pipe(v.string(), v.minLength(1)), recaptcha }),
  v.object({ pin: code6, recaptcha }),
]);
export type ReauthenticateRequest = v.InferOutput<typeof reauthenticateRequest>;
export const REAUTH_REQUIRED_MESSAGE =
  'Please confirm it is you: enter your password or a code sent to your mobile number.';

/**
 * PUT /api/v1/taxpayers/change_pin (§7.6, action CITIZEN/update_pin), re-authenticated: sets the
 * username (user_id: 4 to 30 letters, digits, '.', '_' or '-', unique ignoring case) and the
 * 4-digit PIN (not all one digit, not a run such as 1234 or 4321). Clears a PIN lock. Answers
 * mfaSettingsDocument ('Updated!').
 */
export const changePinRequest = v.object({
  user_id: v.pipe(
    v.string(),
    v.regex(
      /^[A-Za-z0-9._-]{4,30}$/,
      'The username must be 4 to 30 letters, digits, dots, dashes or underscores.',
    ),
  ),
  login_pin: v.pipe(v.string(), v.regex(/^\d{4}$/, 'The PIN must be 4 digits.')),
  login_pin_confirmation: v.string(),
  recaptcha,
});
export type ChangePinRequest = v.InferOutput<typeof changePinRequest>;

/**
 * Changing the mobile number (re-authenticated), two steps; the old number and e-mail are told and
 * the account's other sessions end:
 * - POST /api/v1/taxpayers/change_mobile_number/send_otp { mobile_number (639XXXXXXXXX), recaptcha }
 *   sends a code to the NEW number (answer like mfaOtpSent);
 * - PUT /api/v1/taxpayers/change_mobile_number { mobile_number, pin, recaptcha } → mfaSettingsDocument.
 */
export const CHANGE_MOBILE_NUMBER_PATH = '/api/v1/taxpayers/change_mobile_number';
