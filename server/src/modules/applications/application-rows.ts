import { eq } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';

/**
 * Applications with their transaction's status and reference: the rows every listing and look-up
 * of the engine reads; the caller adds its own where, order and limit.
 */
export const selectApplicationRows = (db: Db) =>
  db
    .select({
      application: applications,
      status: transactionHistories.status,
      reference: transactionHistories.referenceNumber,
    })
    .from(applications)
    .innerJoin(transactionHistories, eq(transactionHistories.id, applications.transactionId));
