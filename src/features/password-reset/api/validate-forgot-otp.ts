import { passwordResetStep } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayers/forgot_password_validate_otp`: the code, exchanged for a reset token. */
export async function validateForgotOtp(mobileNumber: string, pin: string, requestToken: string) {
  const recaptcha = await getBotCheckToken();
  const answer = await http.post('/api/v1/taxpayers/forgot_password_validate_otp', {
    // The request the code was sent for: only its holder's tries count against it (issue 25).
    body: { mobile_number: mobileNumber, pin, request_token: requestToken, recaptcha },
    schema: passwordResetStep,
    silent: true,
  });
  return answer.data.attributes.reset_token;
}
