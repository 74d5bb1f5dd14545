import { google2faSetup } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';

/**
 * `POST /api/v1/taxpayer/google_2fa/generate` (§7.6): a new authenticator secret, its QR image and
 * the key as text. With a challenge `token` during a required setup, else with the session.
 */
export const generateGoogle2fa = (token?: string) =>
  http.post('/api/v1/taxpayer/google_2fa/generate', {
    body: token ? { token } : {},
    schema: google2faSetup,
    silent: true,
  });
