import * as v from 'valibot';
import type { SuperAppIdentity } from '../../db/superapp-schema';

/** 09XXXXXXXXX, 639XXXXXXXXX or +639XXXXXXXXX (spaces and dashes aside) as 639XXXXXXXXX; else null. */
export function mobile639(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (/^09\d{9}$/.test(digits)) return `63${digits.slice(1)}`;
  return /^639\d{9}$/.test(digits) ? digits : null;
}

const text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), '');

/**
 * The user the super app answers `sso_authentication` with. eGov does not publish its schema
 * (research note §2.5: "NF"), so this reads the fields the sandbox sends — the names eGov's own
 * profile uses — under `data` or at the top level; a different real schema is adapted here only.
 */
const userAnswer = v.object({
  user_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(200)),
  first_name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  middle_name: text,
  last_name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  mobile_number: v.string(),
  email: v.optional(v.nullable(v.string()), ''),
});

/** The identity in an answer, or null when it lacks what a sign-on needs (a user id, names, a number). */
export function parseIdentity(body: unknown): SuperAppIdentity | null {
  const inner = typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
  const parsed = v.safeParse(userAnswer, inner);
  if (!parsed.success) return null;
  const user = parsed.output;
  const mobileNumber = mobile639(user.mobile_number);
  if (!mobileNumber) return null;
  const email = (user.email ?? '').trim().toLowerCase();
  return {
    userId: user.user_id,
    firstName: user.first_name,
    middleName: user.middle_name,
    lastName: user.last_name,
    mobileNumber,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '',
  };
}
