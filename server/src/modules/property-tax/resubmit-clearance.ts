import { and, eq } from 'drizzle-orm';
import { applications } from '../../db/applications-schema';
import type { Db } from '../../db/client';
import { transactionHistories } from '../../db/payments-schema';
import { definitionByRoute } from '../applications/application-definitions';
import type { ApplicationsService } from '../applications/applications.service';
import { resubmitApplication } from '../applications/resubmit-application';
import type { PropertyTaxService } from './property-tax.service';
import { RPT_PAID_THROUGH_CHECK } from './rpt-clearance-check';

export interface ResubmitClearanceDeps {
  db: Db;
  now: () => Date;
  rpt: Pick<PropertyTaxService, 'resubmitClearance'>;
  applications: ApplicationsService;
}

/**
 * §7.2's `PUT rptax_clearance/{id}/resubmit` ({id} the transaction's): a tax clearance the office
 * returned goes back to it. One filed through the application engine (a kind naming this module's
 * pre-check, issue 27) is resubmitted there — its answers as filed, with any the body corrects,
 * validated and the roll checked again — and is PENDING; an older clearance transaction with no
 * application is RECEIVED, as the path always did. Answers the transaction as it is now.
 */
export async function resubmitClearance(
  { db, now, rpt, applications: service }: ResubmitClearanceDeps,
  taxpayerId: number,
  transactionId: number,
  body: Record<string, unknown>,
) {
  const [filed] = await db
    .select({ id: applications.id, route: applications.route, payload: applications.payload })
    .from(applications)
    .where(and(eq(applications.transactionId, transactionId), eq(applications.taxpayerId, taxpayerId)));
  const isClearance = definitionByRoute(filed?.route ?? '')?.subject.preChecks?.includes(
    RPT_PAID_THROUGH_CHECK,
  );
  if (!filed || !isClearance) return rpt.resubmitClearance(taxpayerId, transactionId);
  await resubmitApplication(db, service, now, {
    taxpayerId,
    applicationId: filed.id,
    body: { ...filed.payload, ...body },
    route: filed.route,
  });
  const [row] = await db
    .select()
    .from(transactionHistories)
    .where(eq(transactionHistories.id, transactionId));
  if (!row) throw new Error('the clearance transaction is gone');
  return row;
}
