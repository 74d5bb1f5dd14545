/** Fields §5 sends as typed: a key containing one of these keeps its value (password_confirmation, image_url…). */
export const UPPERCASE_EXCEPTIONS = [
  'email',
  'password',
  'confirm_password',
  'code',
  'highest_educational_attainment',
  'photo',
  'url',
  'valid_id_to_present',
  'purpose',
] as const;

/**
 * Protocol values the spec does not list but which upper-casing would break: the bot-check and
 * auth tokens are case-sensitive, and mfa_type/login_type/… are lower-case enums the server matches.
 */
export const PROTOCOL_FIELDS = [
  'recaptcha',
  'token',
  'secret',
  'mfa_type',
  'receiver_type',
  'login_type',
  'profile_type',
  'preferred_mfa',
] as const;

const EXCEPTED: readonly string[] = [...UPPERCASE_EXCEPTIONS, ...PROTOCOL_FIELDS];

// Keys are matched by substring because the forms name the same thing many ways (email_address,
// password_confirmation, region_code, image_url); upper-casing a password confirmation would make
// it differ from the password.
const isExcepted = (key: string): boolean => {
  const lower = key.toLowerCase();
  return EXCEPTED.some((word) => lower.includes(word));
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

function upper(value: unknown): unknown {
  if (typeof value === 'string') return value.toUpperCase();
  if (Array.isArray(value)) return value.map(upper);
  return isPlainObject(value) ? uppercasePayload(value) : value;
}

/**
 * Upper-cases a payload's text values (§5), recursing into plain objects and arrays, except under
 * the excepted keys; files, dates, numbers and booleans are left alone. Returns a new object.
 */
export function uppercasePayload<T extends Record<string, unknown>>(payload: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) out[key] = isExcepted(key) ? value : upper(value);
  return out as T;
}
