import { eq, sql } from 'drizzle-orm';
import { PIN_FAILURE_LIMIT, pinLoginRequest } from '@/domain/contracts/mfa';
import { taxpayerMfa } from '../../db/mfa-schema';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../http/http-errors';
import { parseWith } from '../../http/parse-with';
import type { AccountsDeps } from '../accounts/account-deps';
import { requireHuman } from '../accounts/bot-check-guard';
import {
  ACCOUNT_CEILING,
  accountFailures,
  forgetFailures,
  GUESSER_BACKOFF,
  guesserFailures,
  tooManyFailures,
} from '../accounts/sign-in-throttle';
import { getTaxpayer } from '../accounts/taxpayer-queries';
import { usernameLoginOn } from './mfa-settings-keys';
import { sendSecurityAlert } from './security-alert';
import { finishSignIn } from './sign-in-gate';

const WRONG_PIN_MESSAGE = 'The username or PIN is incorrect.';

/**
 * Username + 4-digit PIN sign-in (§2.4, TAXPAYER_USERNAME). A PIN is weak, so besides the password
 * path's limits (per address, per guesser, the account ceiling) PIN_FAILURE_LIMIT wrong PINs in a
 * row turn PIN sign-in off until change_pin after an SMS code; the owner is told by SMS and e-mail.
 * A locked PIN answers exactly as a wrong one and as an unknown username (401, the same body, one
 * hash each), so the lock does not tell a guesser which usernames exist (issue 25). It ends in
 * finishSignIn like the password: a required second factor is still asked.
 */
export async function pinSignIn(
  deps: AccountsDeps,
  perAddress: { group: string; limit: number; windowMs: number },
  body: Record<string, unknown>,
  address: string,
) {
  const { db, limiter, passwords, now } = deps;
  if (!(await usernameLoginOn(db))) {
    throw new ValidationError({ user_id: ['Sign-in with a username is not available.'] });
  }
  const input = parseWith(pinLoginRequest, body);
  const userId = input.user_id.trim().toLowerCase();
  const [row] = await db.select().from(taxpayerMfa).where(eq(taxpayerMfa.userId, userId));
  const accountKey = accountFailures(row?.taxpayerId, `user:${userId}`);
  const addressRule = { ...perAddress, key: `${perAddress.group}:${address}` };

  const ceiling = await limiter.retryAfter({ key: accountKey, ...ACCOUNT_CEILING });
  if (ceiling > 0) throw tooManyFailures(ceiling);
  const networkWait = await limiter.retryAfter(addressRule);
  const overBudget = () =>
    new TooManyRequestsError('Too many requests from your network. Please try again later.', networkWait);
  await requireHuman(deps.botCheck, input.recaptcha).catch(async (err: unknown) => {
    await limiter.record(addressRule.key);
    throw networkWait > 0 ? overBudget() : err;
  });
  const taken = await limiter.admit(guesserFailures(accountKey, address), GUESSER_BACKOFF);
  if (taken.wait > 0) throw tooManyFailures(taken.wait);

  // One hash whether or not the username exists, and whether or not its PIN is locked.
  const pinOk = await passwords.verify(row?.pinHash ?? undefined, input.login_pin);
  const usable = row && pinOk && !row.pinLockedAt;
  const account = usable ? await getTaxpayer(db, row.taxpayerId) : undefined;
  if (!row || !account || account.status !== 'active') {
    await limiter.record(accountKey);
    await limiter.record(addressRule.key);
    if (row) {
      const [after] = await db
        .update(taxpayerMfa)
        .set({ pinFailures: sql`${taxpayerMfa.pinFailures} + 1` })
        .where(eq(taxpayerMfa.taxpayerId, row.taxpayerId))
        .returning({ failures: taxpayerMfa.pinFailures });
      if (!row.pinLockedAt && (after?.failures ?? 0) >= PIN_FAILURE_LIMIT) {
        await db
          .update(taxpayerMfa)
          .set({ pinLockedAt: now() })
          .where(eq(taxpayerMfa.taxpayerId, row.taxpayerId));
        // The owner learns it from us, not from the sign-in's answer (which tells no one).
        const owner = await getTaxpayer(db, row.taxpayerId);
        deps.afterResponse.run(() => sendSecurityAlert(deps, owner, 'pin-locked'));
      }
    }
    if (networkWait > 0) throw overBudget();
    throw new UnauthorizedError(WRONG_PIN_MESSAGE);
  }
  await db.update(taxpayerMfa).set({ pinFailures: 0 }).where(eq(taxpayerMfa.taxpayerId, row.taxpayerId));
  await forgetFailures(limiter, account.id, address);
  return finishSignIn(deps, account, 'You have successfully logged in!');
}
