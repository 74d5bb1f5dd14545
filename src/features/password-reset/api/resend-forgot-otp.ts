import { passwordResetRequested } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayers/resend_forgot_password_otp`: a new reset code for the same request. */
export async function resendForgotOtp(mobileNumber: string, requestToken: string) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayers/resend_forgot_password_otp', {
    body: { mobile_number: mobileNumber, request_token: requestToken, recaptcha },
    schema: passwordResetRequested,
    silent: true,
  });
}
