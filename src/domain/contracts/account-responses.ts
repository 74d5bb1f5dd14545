import * as v from 'valibot';
import { LANGUAGES } from '../constants/languages';
import { oneOf, resourceOf } from './json-api';

/** The §3 profile attributes; many are optional strings, unknown keys pass through. */
export const profileAttributes = v.looseObject({
  first_name: v.string(),
  last_name: v.string(),
  middle_name: v.optional(v.string()),
  extension_name: v.optional(v.string()),
  photo: v.optional(v.string()),
  birthdate: v.optional(v.string()),
  mobile_number: v.nullable(v.string()),
  email: v.nullable(v.string()),
  email_verified: v.boolean(),
  is_resident: v.number(),
  is_first_login: v.number(),
  is_gcash_login: v.number(),
  is_mfa_required: v.number(),
  preferred_mfa: v.nullable(v.string()),
  /** The language of the server's messages to this account (issue 13); absent from older copies. */
  language: v.optional(v.picklist(LANGUAGES)),
  is_profile_complete: v.boolean(),
  _full_name: v.string(),
});
export type Profile = v.InferOutput<typeof profileAttributes>;

const profileResource = resourceOf('taxpayers', profileAttributes);

/** `GET /api/v1/taxpayers/profile` and `PUT /api/v1/taxpayers/update/profile`. */
export const profileDocument = v.object({
  ...oneOf(profileResource).entries,
  message: v.optional(v.string()),
});

/**
 * A successful sign-in (authenticate, verify): the bearer token, with the profile in `included`.
 * When `is_mfa_required` is true there is no token yet (the MFA dialog takes over).
 */
export const authSession = v.object({
  data: resourceOf(
    'sessions',
    v.object({
      token: v.optional(v.string()),
      token_type: v.optional(v.string()),
      expires_at: v.optional(v.string()),
      is_mfa_required: v.boolean(),
    }),
  ),
  included: v.optional(v.array(profileResource)),
  message: v.optional(v.string()),
});
export type AuthSession = v.InferOutput<typeof authSession>;

/** Answers that only carry a message ('OTP sent.', 'Resent OTP', …). */
export const messageOnly = v.looseObject({ message: v.string() });

/**
 * Forgot password step 1 by SMS: the request token the device keeps; the code belongs to this
 * request, and step 2 and Resend send it back (issue 25). An e-mail answers `message` only.
 */
export const passwordResetRequested = v.object({
  data: v.optional(resourceOf('password_reset_requests', v.object({ request_token: v.string() }))),
  message: v.string(),
});

/** Forgot password step 2: the token that allows step 3. */
export const passwordResetStep = v.object({
  data: resourceOf('password_resets', v.object({ reset_token: v.string() })),
  message: v.optional(v.string()),
});

/** §3 upload result. */
export const uploadResult = v.object({
  data: v.object({
    cdnUrl: v.string(),
    uuid: v.string(),
    name: v.string(),
    mimeType: v.string(),
    isImage: v.boolean(),
  }),
  message: v.optional(v.string()),
});
