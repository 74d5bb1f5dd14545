import { authenticateAnswer } from '@/domain/contracts/mfa';
import { uppercasePayload } from '@/domain/format/uppercase-payload';
import { http } from '@/lib/http';
import { getBotCheckToken } from '@/lib/recaptcha';

export type Verification = {
  mobile_number: string;
  pin: string;
  password: string;
  first_name: string;
  last_name: string;
};

/**
 * `POST /api/v1/taxpayers/verify`: the SMS code activates the account and signs in — or, where the
 * LGU requires a second factor (`mfa_required`), answers a challenge to set one up first.
 */
export async function verifySignup(verification: Verification) {
  const recaptcha = await getBotCheckToken();
  return http.post('/api/v1/taxpayers/verify', {
    body: { ...uppercasePayload(verification), recaptcha },
    schema: authenticateAnswer,
    silent: true,
  });
}
