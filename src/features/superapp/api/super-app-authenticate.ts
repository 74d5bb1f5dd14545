import { SUPER_APP_AUTHENTICATE_PATH, superAppSession } from '@/domain/contracts/super-app';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

export type LinkProof = { password: string } | { pin: string };

/** `POST /api/v1/taxpayer/super_app_authenticate`: the existing account's password or OTP links it. */
export async function superAppAuthenticate(linkToken: string, proof: LinkProof) {
  const recaptcha = await getBotCheckToken();
  return http.post(SUPER_APP_AUTHENTICATE_PATH, {
    body: { link_token: linkToken, ...proof, recaptcha },
    schema: superAppSession,
    silent: true,
  });
}
