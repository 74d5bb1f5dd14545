import { MOBILE_AUTH_RULES } from '@/domain/contracts/super-app';
import { parseRules } from '../../http/parse-rules';
import type { createLoginService } from '../accounts/login.service';

/**
 * `POST /api/v1/mobile_auth` (§7.6): the Android and iOS app shells' sign-in. The shell sends the
 * same credentials as /taxpayer/authenticate (mobile number or e-mail and password, or user_id and
 * login_pin, with the bot-check token its reCAPTCHA SDK made) plus which shell it is; the answer
 * is the sign-in's (a session, or an MFA challenge) with `meta.platform`. The shell keeps the
 * token and profile in the web-view's local storage (docs/api-super-app.md), where §8 applies.
 */
export function createMobileAuthService(login: ReturnType<typeof createLoginService>) {
  return {
    async authenticate(body: Record<string, unknown>, address: string) {
      const input = parseRules(MOBILE_AUTH_RULES, body);
      const answer = await login.authenticate(body, address);
      return { ...answer, meta: { platform: input.platform } };
    },
  };
}
