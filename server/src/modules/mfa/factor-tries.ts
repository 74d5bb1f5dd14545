import { and, eq, sql } from 'drizzle-orm';
import { PHONE_CHECK_CODE } from '@/domain/contracts/mfa-phone-check';
import type { Db } from '../../db/client';
import { taxpayerMfa } from '../../db/mfa-schema';
import { TooManyRequestsError } from '../../http/http-errors';

/** Wrong second-factor codes in a row an account takes before each next try must wait. */
export const FREE_WRONG_CODES = 5;
/**
 * Wrong codes in a row after which only a challenge whose phone was proved may try: well within
 * NIST SP 800-63B's ceiling of 100 consecutive failures per account (§5.2.2).
 */
export const WRONG_CODE_CEILING = 20;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;

/** The wait after `failures` wrong codes in a row: none for the first five, then 30 s doubling to 15 min. */
export function waitAfter(failures: number): number {
  if (failures < FREE_WRONG_CODES) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_WRONG_CODES));
}

function refusal(wait: number, locked: boolean, phoneCheck: boolean) {
  const minutes = Math.ceil(wait / 60);
  const later = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const message = locked
    ? 'Too many wrong codes were entered for this account. To go on, confirm a code sent to your mobile number.'
    : `Too many wrong codes were entered for this account. Please try again in ${later}, or confirm a code sent to your mobile number.`;
  // Past the ceiling nothing but the phone helps; Retry-After still says when to look again.
  return new TooManyRequestsError(message, Math.max(wait, 1), phoneCheck ? PHONE_CHECK_CODE : undefined);
}

/**
 * Takes one try at an account's second factor (issue 25: wrong codes were capped per challenge
 * only, and each password sign-in made a new challenge). The try is counted as a failure first,
 * in one conditional UPDATE of the account's row: PostgreSQL re-checks the condition on the
 * locked row, so parallel tries from many challenges cannot pass the wait together. A right code
 * then clears the count (`clearCodeTries`). A challenge whose phone was proved passes the wait and
 * the ceiling (it still has its own five tries). Answers the failures counted, this try included.
 */
export async function takeCodeTry(
  db: Db,
  taxpayerId: number,
  at: Date,
  { phoneVerified, hasPhone }: { phoneVerified: boolean; hasPhone: boolean },
): Promise<number> {
  const f = taxpayerMfa.factorFailures;
  const waited = sql`${taxpayerMfa.factorFailedAt} + make_interval(secs => least(${LONGEST_WAIT_SECONDS}, ${FIRST_WAIT_SECONDS} * power(2, ${f} - ${FREE_WRONG_CODES}))) <= ${at}`;
  const allowed = phoneVerified
    ? sql`true`
    : sql`(${f} < ${FREE_WRONG_CODES} or (${f} < ${WRONG_CODE_CEILING} and ${waited}))`;
  const [taken] = await db
    .update(taxpayerMfa)
    .set({ factorFailures: sql`${f} + 1`, factorFailedAt: at })
    .where(and(eq(taxpayerMfa.taxpayerId, taxpayerId), allowed))
    .returning({ failures: f });
  if (taken) return taken.failures;
  const [row] = await db
    .select({ failures: f, at: taxpayerMfa.factorFailedAt })
    .from(taxpayerMfa)
    .where(eq(taxpayerMfa.taxpayerId, taxpayerId));
  // No row: the account has no factor to guess (the caller refuses the code as not offered).
  if (!row) return 0;
  const locked = row.failures >= WRONG_CODE_CEILING;
  const since = row.at ? (at.getTime() - row.at.getTime()) / 1000 : 0;
  throw refusal(Math.ceil(waitAfter(row.failures) - since), locked, hasPhone);
}

/** A right code (or the phone proved and a right code): the account's count starts again. */
export async function clearCodeTries(db: Db, taxpayerId: number) {
  await db
    .update(taxpayerMfa)
    .set({ factorFailures: 0, factorFailedAt: null })
    .where(eq(taxpayerMfa.taxpayerId, taxpayerId));
}

/** True while wrong codes hold the account back: the phone check is offered. */
export const codeTriesHeld = (failures: number) => failures >= FREE_WRONG_CODES;
