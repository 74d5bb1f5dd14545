import { userInfo } from 'node:os';
import { centavosToPesos } from '@/domain/money/centavos';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { HttpError } from '../http/http-errors';
import { configuredGateway } from '../adapters/gateway/configured-gateway';
import { createRefundsService } from '../modules/payments/refunds.service';

type Out = (line: string) => void;

const USAGE = 'usage: refunds list [--all] | refunds approve <id> [--by <name>]';
const EVERY_STATUS = ['for_approval', 'processing', 'refunded', 'failed', 'rejected'] as const;

const money = (amount: number | null, currency: string | null) =>
  amount === null ? '(amount not reported)' : `${currency ?? '?'} ${centavosToPesos(amount)}`;

/**
 * `refunds list [--all]` and `refunds approve <id> [--by <name>]`: the treasury's view of
 * payments held for refund (paid twice, for the wrong amount, or after a cancel) and the gateway
 * refund of one. Duplicates are refunded automatically; one the gateway refused waits here.
 * Returns the exit code, or null when the arguments are not this command.
 */
export async function runRefundCommand(
  db: Db,
  config: Env,
  args: string[],
  out: Out,
  err: Out,
  /** Who runs the command when --by is not given (the operating-system user). */
  user: string = userInfo().username,
): Promise<number | null> {
  const [group, verb, ...rest] = args;
  if (group !== 'refunds') return null;
  const { gateway } = configuredGateway({ db, config, now: () => new Date() });
  const service = createRefundsService({ db, gateways: { [gateway.name]: gateway }, now: () => new Date() });
  if (verb === 'list' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--all'))) {
    const rows = await service.list(rest[0] === '--all' ? EVERY_STATUS : undefined);
    if (rows.length === 0) out('no payments waiting for a refund');
    for (const r of rows) {
      const why =
        r.reason === 'duplicate'
          ? 'bill already paid'
          : r.reason === 'cancelled'
            ? 'paid after it was cancelled'
            : `expected PHP ${centavosToPesos(r.expectedAmount)}`;
      out(
        [
          `#${r.id}`,
          r.status,
          r.reference,
          money(r.amount, r.currency),
          why,
          `${r.gateway} ${r.checkoutId}`,
          r.createdAt.toISOString(),
          r.failure ?? '',
        ]
          .join('  ')
          .trim(),
      );
    }
    return 0;
  }
  const [id, flag, name, ...extra] = rest;
  const byOk = flag === undefined || (flag === '--by' && name && extra.length === 0);
  if (verb !== 'approve' || !id || !/^\d{1,9}$/.test(id) || !byOk) {
    err(USAGE);
    return 2;
  }
  try {
    const status = await service.approve(Number(id), name ?? user);
    out(`refund #${id}: ${status}`);
    return status === 'failed' ? 1 : 0;
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    err(e.message);
    return 1;
  }
}
