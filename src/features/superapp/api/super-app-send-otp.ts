import { messageOnly } from '@/domain/contracts/account-responses';
import { SUPER_APP_SEND_OTP_PATH } from '@/domain/contracts/super-app';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayer/super_app_send_otp`: a code by SMS to the existing account's own number. */
export async function superAppSendOtp(linkToken: string) {
  const recaptcha = await getBotCheckToken();
  return http.post(SUPER_APP_SEND_OTP_PATH, {
    body: { link_token: linkToken, recaptcha },
    schema: messageOnly,
    silent: true,
  });
}
