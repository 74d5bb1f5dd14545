import { mfaOtpSent } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayers/reauthenticate/send_otp`: a code to the current mobile number. */
export async function sendReauthOtp() {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayers/reauthenticate/send_otp', {
    body: { recaptcha },
    schema: mfaOtpSent,
    silent: true,
  });
}
