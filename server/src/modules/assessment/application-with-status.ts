import { eq } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { NotFoundError } from '../../http/http-errors';
import { APPLICATIONS_MESSAGES } from '../applications/applications.messages';

/** An application with its transaction's status, or the engine's 404 when there is none. */
export async function applicationWithStatus(db: Db, applicationId: number) {
  const [row] = await db
    .select({ application: applications, status: transactionHistories.status })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId))
    .where(eq(applications.id, applicationId));
  if (!row) throw new NotFoundError(APPLICATIONS_MESSAGES.notFound);
  return row;
}
