import { MFA_CONFIRM_PHONE_PATH, mfaPhoneConfirmed } from '@/domain/contracts/mfa-phone-check';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

/** `POST /api/v1/taxpayer/mfa/confirm_phone` (issue 25): the SMS code that proves the phone. */
export async function confirmPhone(pin: string, token: string) {
  const recaptcha = await getBotCheckToken();
  return http.post(MFA_CONFIRM_PHONE_PATH, {
    body: { pin, token, recaptcha },
    schema: mfaPhoneConfirmed,
    silent: true,
  });
}
