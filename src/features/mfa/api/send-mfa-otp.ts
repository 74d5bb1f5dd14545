import { mfaOtpSent } from '@/domain/contracts/mfa';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayer/mfa/send_otp` (§7.6): a 6-digit code to the account's own number or e-mail. */
export async function sendMfaOtp(receiverType: 'sms' | 'email', token: string) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayer/mfa/send_otp', {
    body: { receiver_type: receiverType, token, recaptcha },
    schema: mfaOtpSent,
    silent: true,
  });
}
