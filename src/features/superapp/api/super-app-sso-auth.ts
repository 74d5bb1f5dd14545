import * as v from 'valibot';
import {
  SUPER_APP_SSO_AUTH_PATH,
  superAppLinkRequired,
  superAppSsoAnswer,
  type SuperAppSsoAnswer,
} from '@/domain/contracts/super-app';
import { http } from '@/lib/http';

/** `POST /api/v1/taxpayer/super_app_sso_auth` (§7.6, no default message): a session or a link request. */
export const superAppSsoAuth = (exchangeCode: string) =>
  http.post(SUPER_APP_SSO_AUTH_PATH, {
    body: { exchange_code: exchangeCode },
    schema: superAppSsoAnswer,
    silent: true,
  });

export const isLinkRequired = (answer: SuperAppSsoAnswer) => v.is(superAppLinkRequired, answer);
