import { messageOnly } from '@/domain/contracts/account-responses';
import {
  SUPER_APP_LINK_PATH,
  SUPER_APP_PASSWORD_PATH,
  superAppLinkStatus,
} from '@/domain/contracts/super-app';
import { http } from '@/lib/http';

/** `GET /api/v1/taxpayers/super_app_link`: whether this account still needs its first password. */
export const getSuperAppLink = () => http.get(SUPER_APP_LINK_PATH, { schema: superAppLinkStatus });

/** `PUT /api/v1/taxpayers/create_password_superapp`: the first password of a super-app account. */
export const createPasswordSuperApp = (password: { password: string; password_confirmation: string }) =>
  http.put(SUPER_APP_PASSWORD_PATH, { body: password, schema: messageOnly, silent: true });
