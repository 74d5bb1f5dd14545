import { messageOnly } from '@/domain/contracts/account-responses';
import { http } from '@/lib/http';

/**
 * §7.6 PUT /taxpayers/change_password: the current password is its re-authentication; the
 * account's other sessions end (and are told why).
 */
export const changePassword = (values: {
  current_password: string;
  password: string;
  password_confirmation: string;
}) => http.put('/api/v1/taxpayers/change_password', { body: values, schema: messageOnly, silent: true });
