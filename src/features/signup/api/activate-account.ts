import { messageOnly } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';

/** `POST /api/v1/taxpayers/activate_account`: the e-mailed link confirms the address. */
export const activateAccount = (token: string, email: string) =>
  http.post('/api/v1/taxpayers/activate_account', {
    body: { token, email },
    schema: messageOnly,
    silent: true,
  });
