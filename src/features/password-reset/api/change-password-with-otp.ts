import { messageOnly } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';
import type { NewPassword } from '../new-password';

/** `POST /api/v1/taxpayers/forgot_password_change_otp`: step 3 after an SMS code. */
export const changePasswordWithOtp = (mobileNumber: string, token: string, password: NewPassword) =>
  http.post('/api/v1/taxpayers/forgot_password_change_otp', {
    body: { mobile_number: mobileNumber, token, ...password },
    schema: messageOnly,
    silent: true,
  });
