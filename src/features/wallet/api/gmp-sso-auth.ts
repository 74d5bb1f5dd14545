import { GMP_SSO_AUTH_PATH, gmpSsoAnswer } from '@/domain/contracts/wallet-sign-on';
import { http } from '@/lib/http';

/** `POST /api/v1/taxpayer/gmp_sso_auth` (§7.6): the shell's auth code → a session or a link request. */
export const gmpSsoAuth = (authCode: string) =>
  http.post(GMP_SSO_AUTH_PATH, { body: { auth_code: authCode }, schema: gmpSsoAnswer, silent: true });
