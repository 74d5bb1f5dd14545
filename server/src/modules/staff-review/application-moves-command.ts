import type { MailSender } from '../../adapters/mail/mail-sender';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-errors';
import { moveStatus } from '../applications/move-status';
import { notifyApplicationStep } from '../applications/notify-application-step';
import { REASON_REQUIRED_STEPS, STAFF_MOVES } from './staff-moves';

type Out = (line: string) => void;

const USAGE = 'usage: applications move <application id> <TO STATUS> [--reason "<why>"]';

/**
 * `applications move <id> <to> [--reason "…"]`: a review action for scripts, through the same
 * workflow table, audit (actor 'operator') and notice as the console. Returns the exit code, or
 * null when the arguments are not this command.
 */
export async function runApplicationMovesCommand(
  deps: { db: Db; sms: SmsSender; mail: MailSender; now?: () => Date },
  args: string[],
  out: Out,
  err: Out,
): Promise<number | null> {
  const [group, verb, rawId, to, ...rest] = args;
  if (group !== 'applications') return null;
  const id = Number(rawId);
  const reasonAt = rest.indexOf('--reason');
  const reason = reasonAt >= 0 ? (rest[reasonAt + 1]?.trim() ?? '') : '';
  const known = reasonAt < 0 ? rest.length === 0 : rest.length === 2 && reasonAt === 0;
  if (verb !== 'move' || !Number.isSafeInteger(id) || id <= 0 || !to || !known) {
    err(USAGE);
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
  try {
    const moved = await moveStatus(
      deps.db,
      { applicationId: id, to, actor: 'operator', reason },
      (deps.now ?? (() => new Date()))(),
    );
    out(`application ${id}: ${moved.from} → ${moved.to}`);
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
