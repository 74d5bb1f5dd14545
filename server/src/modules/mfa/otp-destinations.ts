import type { taxpayers } from '../../db/auth-schema';

type Account = Pick<typeof taxpayers.$inferSelect, 'id' | 'mobileNumber' | 'email' | 'emailVerifiedAt'>;

// OTPs of purpose 'mfa' are bound to these keys, so a code sent for one use never serves another
// (a sign-in code cannot confirm a change, nor the reverse). Sends are counted per key too (60 s
// cooldown, 10 an hour): the sign-up code just sent must not hold back the first sign-in code.

/** The sign-in code's key and where it is sent. */
export function signInDestination(account: Account, receiver: 'sms' | 'email') {
  const to = receiver === 'sms' ? account.mobileNumber : account.emailVerifiedAt ? account.email : null;
  return to ? { to, key: `sign-in:${to}` } : null;
}

/** The re-authentication code: to the current mobile number. */
export const reauthDestination = (account: Account) =>
  account.mobileNumber ? { to: account.mobileNumber, key: `reauth:${account.mobileNumber}` } : null;

/** The code that proves a new mobile number, bound to the account asking. */
export const newNumberDestination = (account: Account, mobile: string) => ({
  to: mobile,
  key: `new-number:${account.id}:${mobile}`,
});
