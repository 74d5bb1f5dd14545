import * as v from 'valibot';
import { authSession } from './account-responses';
import { resourceOf } from './json-api';

/** §7.6: the mini-program's auth code, exchanged by the server for the GCash user (issue 15). */
export const GMP_SSO_AUTH_PATH = '/api/v1/taxpayer/gmp_sso_auth';
/** Confirms an existing account before GCash is linked to it (docs/api-wallet.md). */
export const GMP_AUTHENTICATE_PATH = '/api/v1/taxpayer/gmp_authenticate';
/** Sends the SMS code that gmp_authenticate accepts instead of the password. */
export const GMP_SEND_OTP_PATH = '/api/v1/taxpayer/gmp_send_otp';

export const GMP_SSO_AUTH_RULES = { auth_code: 'required|max_255_char' } as const;
export const GMP_LINK_TOKEN_RULES = { link_token: 'required|max_255_char' } as const;

/**
 * The wallet's mobile number already belongs to an account: nothing is signed in until its owner
 * proves it with the account's password or an SMS code (gmp_authenticate with link_token).
 */
export const walletLinkRequired = v.object({
  data: resourceOf(
    'wallet_link_requests',
    v.object({
      is_link_required: v.literal(true),
      link_token: v.string(),
      /** The account's number with its middle hidden (§5 masked contact). */
      mobile_number: v.string(),
      expires_at: v.string(),
    }),
  ),
  message: v.optional(v.string()),
});
export type WalletLinkRequired = v.InferOutput<typeof walletLinkRequired>;

/** gmp_sso_auth answers a session (as a sign-in does) or a link request. */
export const gmpSsoAnswer = v.union([walletLinkRequired, authSession]);
export type GmpSsoAnswer = v.InferOutput<typeof gmpSsoAnswer>;
