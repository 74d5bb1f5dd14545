import { messageOnly } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';
import type { NewPassword } from '../new-password';

/** `POST /api/v1/taxpayers/forgot_password_change`: the e-mailed link's new password. */
export const changePasswordWithLink = (email: string, token: string, password: NewPassword) =>
  http.post('/api/v1/taxpayers/forgot_password_change', {
    body: { email, token, ...password },
    schema: messageOnly,
    silent: true,
  });
