import { messageOnly } from '@/domain/contracts/account-responses';
import { uppercasePayload } from '@/domain/format/uppercase-payload';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

export type Registration = {
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  password: string;
  password_confirmation: string;
  is_resident: boolean;
  terms_of_service: boolean;
};

/** `POST /api/v1/taxpayers/register` (§7.6): a pending account; the server texts a 6-digit OTP. */
export async function register(form: Registration) {
  const recaptcha = await getBotCheckToken();
  const { email, is_resident, terms_of_service, ...rest } = form;
  return http.post('/api/v1/taxpayers/register', {
    body: {
      ...uppercasePayload(rest),
      ...(email.trim() ? { email: email.trim() } : {}),
      is_resident: is_resident ? 1 : 0,
      terms_of_service,
      data_privacy: terms_of_service,
      recaptcha,
    },
    schema: messageOnly,
    silent: true,
  });
}
