import { and, desc, eq } from 'drizzle-orm';
import { formatDate } from '@/domain/format/format-date';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { applicationSoas } from '../../db/permits-schema';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import { ConflictError, NotFoundError } from '../../http/http-errors';
import { moveStatusIn } from '../applications/move-status';
import { soaExpiresOn } from './soa-expiry';
import { expireIfDue } from './soa-expire-due';
import { issueSoa } from './soa-issue';
import { definitionByRoute } from '../applications/application-definitions';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';

export const SOA_STILL_PAYABLE_MESSAGE =
  'This statement of account can still be paid until {date}; a new one is issued once it expires.';
export const NO_EXPIRED_SOA_MESSAGE = 'This application has no expired statement of account.';

/**
 * `POST …/business/permit/transactions/{id}/regenerate_soa` (§7.5): the taxpayer's own
 * application with an expired SOA gets a new one (the same confirmed lines, a new number and
 * expiry) and is WAITING FOR PAYMENT again. A checkout opened for the old one no longer settles
 * the application: paid later, its money is held for refund (soa-issue.ts, soa-subject.ts).
 */
export async function regenerateSoa(
  { db, schedule }: { db: Db; schedule: FeeScheduleSource },
  taxpayerId: number,
  applicationId: number,
  now: Date,
) {
  const { soaExpiry } = await schedule.current();
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ transactionId: applications.transactionId, route: applications.route })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.taxpayerId, taxpayerId)));
    if (!application) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
    // The repeat job may not have seen it yet: an SOA past its last day is expired now.
    await expireIfDue(tx, applicationId, now);
    const [current] = await tx
      .select({ status: transactionHistories.status })
      .from(transactionHistories)
      .where(eq(transactionHistories.id, application.transactionId))
      .for('update');
    const [last] = await tx
      .select()
      .from(applicationSoas)
      .where(eq(applicationSoas.applicationId, applicationId))
      .orderBy(desc(applicationSoas.id))
      .limit(1);
    if ((current?.status === 'WAITING FOR PAYMENT' || current?.status === 'PAYMENT FAILED') && last) {
      throw new ConflictError(SOA_STILL_PAYABLE_MESSAGE.replace('{date}', formatDate(last.expiresOn)));
    }
    if (current?.status !== 'EXPIRED SOA' || !last) throw new ConflictError(NO_EXPIRED_SOA_MESSAGE);
    const actor = `taxpayer:${String(taxpayerId)}`;
    const soa = await issueSoa(
      tx,
      {
        applicationId,
        transactionId: application.transactionId,
        lines: last.lines,
        expiresOn: soaExpiresOn(soaExpiry, now),
        issuedBy: actor,
        numberPrefix: definitionByRoute(application.route)?.numberPrefix ?? '',
      },
      now,
    );
    await moveStatusIn(
      tx,
      {
        applicationId,
        to: 'WAITING FOR PAYMENT',
        actor,
        reason: `New statement of account ${soa.soaNumber}`,
      },
      now,
    );
    return soa;
  });
}
