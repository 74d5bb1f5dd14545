import type { BotCheck } from '../../adapters/captcha/bot-check';
import { ValidationError } from '../../http/http-errors';

/** Every sensitive action first passes the bot check (§5, action `submit`). */
export async function requireHuman(botCheck: BotCheck, token: unknown) {
  const ok = typeof token === 'string' && token !== '' && (await botCheck.verify(token, 'submit'));
  if (!ok)
    throw new ValidationError({
      recaptcha: ['The security check failed. Please reload the page and try again.'],
    });
}
