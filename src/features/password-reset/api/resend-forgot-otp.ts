import { messageOnly } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayers/resend_forgot_password_otp`: a new reset code. */
export async function resendForgotOtp(mobileNumber: string) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayers/resend_forgot_password_otp', {
    body: { mobile_number: mobileNumber, recaptcha },
    schema: messageOnly,
    silent: true,
  });
}
