import * as v from 'valibot';
import { authSession } from './account-responses';
import { NEW_PASSWORD_RULES, OTP_RULE } from './account-forms';
import { resourceOf } from './json-api';

/**
 * eGov super-app sign-on and the app shells' sign-in (issue 15, §2.1, §7.6, docs/api-super-app.md):
 * paths, the §5 rule strings of their payloads and the answers, shared by the web app and server.
 */
export const SUPER_APP_SSO_AUTH_PATH = '/api/v1/taxpayer/super_app_sso_auth';
/** Proves an existing account (password or OTP) before the super-app user is linked to it. */
export const SUPER_APP_AUTHENTICATE_PATH = '/api/v1/taxpayer/super_app_authenticate';
/** Sends the SMS code super_app_authenticate accepts instead of the password. */
export const SUPER_APP_SEND_OTP_PATH = '/api/v1/taxpayer/super_app_send_otp';
/** Whether the signed-in account came from the super app and still has no password of its own. */
export const SUPER_APP_LINK_PATH = '/api/v1/taxpayers/super_app_link';
/** /create-password-superapp's call. */
export const SUPER_APP_PASSWORD_PATH = '/api/v1/taxpayers/create_password_superapp';
export const MOBILE_AUTH_PATH = '/api/v1/mobile_auth';

/** The exchange code's names in the /superapp_sso_auth address, in the order they are read. */
export const EXCHANGE_CODE_PARAMS = ['exchange_code', 'code'] as const;

export const SUPER_APP_SSO_RULES = { exchange_code: 'required' } as const;
export const SUPER_APP_LINK_TOKEN_RULES = { link_token: 'required|max_255_char' } as const;
export const SUPER_APP_LINK_PASSWORD_RULES = { ...SUPER_APP_LINK_TOKEN_RULES, password: 'required' } as const;
export const SUPER_APP_LINK_OTP_RULES = { ...SUPER_APP_LINK_TOKEN_RULES, pin: OTP_RULE } as const;
/** The §5 password rule and its confirmation. */
export const SUPER_APP_PASSWORD_RULES = NEW_PASSWORD_RULES;

/** `POST /api/v1/mobile_auth`: the app shell says which one it is. */
export const APP_SHELL_PLATFORMS = ['android', 'ios'] as const;
export type AppShellPlatform = (typeof APP_SHELL_PLATFORMS)[number];
export const MOBILE_AUTH_RULES = {
  platform: 'required|mask:^(android|ios)$~android or ios',
  app_version: 'max_30_char',
  device_id: 'max_100_char',
} as const;

/** A super-app sign-on whose number belongs to an account: its owner proves it before linking. */
export const superAppLinkRequired = v.object({
  data: resourceOf(
    'super_app_link_requests',
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
export type SuperAppLinkRequired = v.InferOutput<typeof superAppLinkRequired>;

/** A session (as a sign-in answers) with whether the account has a password of its own. */
export const superAppSession = v.object({
  ...authSession.entries,
  meta: v.object({ is_password_set: v.boolean() }),
});
export type SuperAppSessionAnswer = v.InferOutput<typeof superAppSession>;

export const superAppSsoAnswer = v.union([superAppLinkRequired, superAppSession]);
export type SuperAppSsoAnswer = v.InferOutput<typeof superAppSsoAnswer>;

export const superAppLinkStatus = v.object({
  data: resourceOf('super_app_links', v.object({ is_linked: v.boolean(), is_password_set: v.boolean() })),
});
