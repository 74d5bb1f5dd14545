import { ValidationError } from '../../http/http-errors';
import type { AccountsDeps } from './account-deps';
import { tooManyFailures } from './sign-in-throttle';
import type { Taxpayer } from './taxpayer-queries';

/**
 * Wrong current passwords of a signed-in account, wherever it is asked (change_password,
 * reauthenticate): one count, in the shared limiter, so a session in the wrong hands cannot try
 * password after password on either path (five, then a wait of up to 15 minutes).
 */
export const CURRENT_PASSWORD_TRIES = { limit: 5, windowMs: 15 * 60_000 };

/** Checks the account's current password; 422 on `field` when wrong, 429 while the count is full. */
export async function checkCurrentPassword(
  deps: Pick<AccountsDeps, 'limiter' | 'passwords'>,
  account: Taxpayer,
  password: string,
  { field, message }: { field: string; message: string },
) {
  const rule = { key: `reauth-fail:${account.id}`, ...CURRENT_PASSWORD_TRIES };
  const wait = await deps.limiter.retryAfter(rule);
  if (wait > 0) throw tooManyFailures(wait);
  if (!(await deps.passwords.verify(account.passwordHash, password))) {
    await deps.limiter.record(rule.key);
    throw new ValidationError({ [field]: [message] });
  }
}
