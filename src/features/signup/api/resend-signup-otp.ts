import { messageOnly } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayer/resend_otp`: a new sign-up code ('Resent OTP'). */
export async function resendSignupOtp(mobileNumber: string) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayer/resend_otp', {
    body: { mobile_number: mobileNumber, recaptcha },
    schema: messageOnly,
    silent: true,
  });
}
