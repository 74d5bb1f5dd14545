import * as v from 'valibot';
import { mfaChallenge } from '@/domain/contracts/mfa';
import { SUPER_APP_AUTHENTICATE_PATH, superAppSession } from '@/domain/contracts/super-app';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

export type LinkProof = { password: string } | { pin: string };

/**
 * `POST /api/v1/taxpayer/super_app_authenticate`: the existing account's password or OTP links it
 * — or, when the account has a second factor (or the city requires one), answers the sign-in's
 * challenge first; the link is made once the MFA dialog passes it (issue 25).
 */
export async function superAppAuthenticate(linkToken: string, proof: LinkProof) {
  const recaptcha = await getBotCheckToken();
  return http.post(SUPER_APP_AUTHENTICATE_PATH, {
    body: { link_token: linkToken, ...proof, recaptcha },
    schema: v.union([superAppSession, mfaChallenge]),
    silent: true,
  });
}
