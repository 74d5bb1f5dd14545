import * as v from 'valibot';
import { authSession } from '@/domain/contracts/account-responses';
import { mfaChallenge } from '@/domain/contracts/mfa';
import { GMP_AUTHENTICATE_PATH, GMP_SEND_OTP_PATH } from '@/domain/contracts/wallet-sign-on';
import { http } from '@/lib/http';

/**
 * `POST /api/v1/taxpayer/gmp_authenticate`: the account's password or SMS code links GCash to it —
 * or, when the account has a second factor (or the city requires one), answers the sign-in's
 * challenge first; the link is made once the MFA dialog passes it (issue 25). The challenge is
 * tried first: a session's looser contract would also read it.
 */
export const gmpAuthenticate = (linkToken: string, proof: { password: string } | { pin: string }) =>
  http.post(GMP_AUTHENTICATE_PATH, {
    body: { link_token: linkToken, ...proof },
    schema: v.union([mfaChallenge, authSession]),
    silent: true,
  });

/** `POST /api/v1/taxpayer/gmp_send_otp`: a code to the account's number, for gmp_authenticate. */
export const gmpSendOtp = (linkToken: string) =>
  http.post(GMP_SEND_OTP_PATH, { body: { link_token: linkToken }, silent: true });
