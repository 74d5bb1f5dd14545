import type { DocumentsService } from '../../documents/documents.service';
import type { FeeScheduleSource } from '../../fees/fee-schedules';
import type { Infrastructure } from '../../infrastructure';
import { repeatJob } from '../../repeat-job';
import { stepNotifier } from '../applications/step-notifier';
import { createAdjustmentDecisions } from './adjustment-decisions';
import { adjustmentsRoutes } from './adjustments.routes';
import { assessmentRoutes } from './assessment.routes';
import { createAssessmentService } from './assessment.service';
import { expireDueSoas } from './soa-expire-due';
import { owedStatementOfAccount, statementOfAccountDocument } from './statement-of-account-document';

/**
 * The assessment and SOA (issue 18): the officer's assessment by the fee schedule in use becoming
 * the application's SOA (a document kind registered here), regenerate_soa, and the pass that marks
 * unpaid SOAs past their last day EXPIRED SOA.
 */
export function createAssessmentModule(
  infra: Infrastructure,
  { fees, documents }: { fees: FeeScheduleSource; documents: Pick<DocumentsService, 'registry'> },
) {
  documents.registry.register(statementOfAccountDocument, owedStatementOfAccount(infra.db));
  const assessment = createAssessmentService({ db: infra.db, now: infra.now, schedule: fees });
  const notify = stepNotifier(infra);
  const routes = assessmentRoutes({
    db: infra.db,
    now: infra.now,
    schedule: fees,
    assessment,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    notify,
  });
  // Four eyes on fees (issue 25): a second officer's approval of an assessment lowered past the share.
  routes.route(
    '/',
    adjustmentsRoutes({
      db: infra.db,
      decisions: createAdjustmentDecisions({ db: infra.db, now: infra.now, schedule: fees }),
      bodyLimits: infra.bodyLimits,
      notify,
    }),
  );
  return {
    routes,
    schedule: fees,
    service: assessment,
    /** Starts the EXPIRED SOA pass (main.ts); returns its stop function. */
    startExpiringSoas: (intervalMs = 10 * 60_000) =>
      repeatJob(() => expireDueSoas(infra.db, infra.now()), intervalMs, {
        logger: infra.logger,
        what: 'SOA expiry',
        shared: infra.jobLeases && { job: 'soa-expiry', leases: infra.jobLeases },
      }),
  };
}
