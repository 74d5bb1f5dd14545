import { and, eq } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { NotFoundError } from '../../http/http-errors';
import { APPLICATIONS_MESSAGES } from './applications.messages';

/** This account's application with its transaction (reference, status), or a 404. */
export async function ownApplication(db: Db, taxpayerId: number, applicationId: number) {
  const [row] = await db
    .select({
      application: applications,
      status: transactionHistories.status,
      reference: transactionHistories.referenceNumber,
    })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(and(eq(applications.id, applicationId), eq(applications.taxpayerId, taxpayerId)));
  if (!row) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
  return row;
}
