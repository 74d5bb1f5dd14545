import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/applications-schema';
import { transactionHistories } from '../../db/payments-schema';
import { HttpError } from '../../http/http-errors';
import { APPLICATION_NOT_FOUND_MESSAGE, moveStatus } from '../applications/move-status';
import { notifyApplicationStep } from '../applications/notify-application-step';
import { REASON_REQUIRED_STEPS, STAFF_MOVES } from './staff-moves';

type Out = (line: string) => void;

const USAGE = 'usage: applications move <reference, e.g. BYN-261129-ABCDEFGH> <TO STATUS> [--reason "<why>"]';
// The reference the resident and the officer read on their screens (BYN-YYMMDD-XXXXXXXX).
const REFERENCE = /^[A-Z]{2,5}-\d{6}-[A-Z\d]{8}$/;

/** The application whose transaction has this reference, or null. */
async function applicationOf(db: Db, reference: string): Promise<number | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(eq(sql`upper(${transactionHistories.referenceNumber})`, reference))
    .limit(1);
  return row?.id ?? null;
}

/**
 * `applications move <reference> <to> [--reason "…"]`: a review action for scripts, through the
 * same workflow table, audit (actor 'operator') and notice as the console. It takes the reference
 * people see (the application's transaction's BYN-…), never an internal id (issue 30). Returns the
 * exit code, or null when the arguments are not this command.
 */
export async function runApplicationMovesCommand(
  deps: { db: Db; sms: SmsSender; mail: MailSender; now?: () => Date },
  args: string[],
  out: Out,
  err: Out,
): Promise<number | null> {
  const [group, verb, rawReference, to, ...rest] = args;
  if (group !== 'applications') return null;
  const reference = (rawReference ?? '').trim().toUpperCase();
  const reasonAt = rest.indexOf('--reason');
  const reason = reasonAt >= 0 ? (rest[reasonAt + 1]?.trim() ?? '') : '';
  const known = reasonAt < 0 ? rest.length === 0 : rest.length === 2 && reasonAt === 0;
  if (verb !== 'move' || !to || !known) {
    err(USAGE);
    return 2;
  }
  if (!REFERENCE.test(reference)) {
    err(`${rawReference ?? ''} is not a reference: give the one the resident and the console show (BYN-…)`);
    return 2;
  }
  // The review moves only: an assessment needs its SOA and a release its permit, which only their
  // own endpoints make; a bare status change would leave the taxpayer a bill or a permit short.
  if (!Object.hasOwn(STAFF_MOVES, to)) {
    err(`${to} is not a review move; use one of: ${Object.keys(STAFF_MOVES).join(', ')}`);
    return 2;
  }
  if (REASON_REQUIRED_STEPS.includes(to) && reason.length === 0) {
    err(`--reason is required to move an application to ${to} (the taxpayer reads it)`);
    return 2;
  }
  const id = await applicationOf(deps.db, reference);
  if (id === null) {
    err(APPLICATION_NOT_FOUND_MESSAGE);
    return 1;
  }
  try {
    const moved = await moveStatus(
      deps.db,
      { applicationId: id, to, actor: 'operator', reason },
      (deps.now ?? (() => new Date()))(),
    );
    out(`${reference}: ${moved.from} → ${moved.to}`);
  } catch (e) {
    if (e instanceof HttpError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
  try {
    await notifyApplicationStep(deps, { applicationId: id, to, reason });
  } catch (e) {
    err(`the taxpayer could not be told by SMS/e-mail: ${(e as Error).message}`);
  }
  return 0;
}
