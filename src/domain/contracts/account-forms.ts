import { MOBILE_NUMBER_REQUIRED_MESSAGE } from '../validation/rule-messages';
import type { CompileOptions } from '../validation/compile-rules';

// The §5 rule sets of the account forms. The web forms and the server validate with these same
// strings (compiled by compileRules), so a rule changes in one place.

export const OTP_RULE = 'required|mask:^\\d{6}$~6 digits';

/**
 * Sign-up (§2.6): names, mobile number, password twice, terms accepted, and the e-mail §3 lists,
 * which is optional and, once confirmed, allows e-mail login.
 */
export const SIGN_UP_RULES = {
  first_name: 'required|text_vapt|max_50_char',
  last_name: 'required|text_vapt|max_50_char',
  mobile_number: 'required|mobile_number_63',
  email: 'email|max_100_char',
  password: 'required|password',
  password_confirmation: 'required|match:password',
  terms_of_service: 'bool_true',
} as const;

/**
 * The sign-up OTP step (`POST /taxpayers/verify`): the code, and the password chosen on step 1,
 * which the server checks against the waiting sign-up's before it activates the account.
 */
export const VERIFY_RULES = {
  mobile_number: 'required|mobile_number_63',
  pin: OTP_RULE,
  password: 'required',
} as const;

/** Login with a mobile number (§5: 'Mobile Number is required.' when empty). */
export const LOGIN_MOBILE_RULES = {
  mobile_number: 'required|mobile_number_63',
  password: 'required',
} as const;
/** Login with an e-mail address (EMAIL_LOGIN flag). */
export const LOGIN_EMAIL_RULES = { email: 'required|email', password: 'required' } as const;
export const LOGIN_OPTIONS: CompileOptions = {
  messages: { 'mobile_number.required': MOBILE_NUMBER_REQUIRED_MESSAGE },
};

/** Forgot password, step 1: the `email` field carries a mobile number or an e-mail (§3). */
export const FORGOT_MOBILE_RULES = { email: 'required|mobile_number_63' } as const;
export const FORGOT_EMAIL_RULES = { email: 'required|email' } as const;
export const FORGOT_MOBILE_OPTIONS: CompileOptions = { labels: { email: 'Mobile Number' } };

/** Forgot password, step 2: the SMS code. */
export const FORGOT_OTP_RULES = { mobile_number: 'required|mobile_number_63', pin: OTP_RULE } as const;
export const OTP_OPTIONS: CompileOptions = { labels: { pin: 'OTP' } };

/** A new password (forgot-password step 3, the e-mailed link, change password). */
export const NEW_PASSWORD_RULES = {
  password: 'required|password',
  password_confirmation: 'required|match:password',
} as const;

/** Change password while signed in. */
export const CHANGE_PASSWORD_RULES = { current_password: 'required', ...NEW_PASSWORD_RULES } as const;
