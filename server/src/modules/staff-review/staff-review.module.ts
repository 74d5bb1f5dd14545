import type { DocumentsService } from '../../documents/documents.service';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import type { AssessmentService } from '../assessment/assessment.service';
import { automaticStepsOf } from './automatic-steps';
import { staffApplicationsRoutes } from './staff-applications.routes';
import { staffLabResultsRoutes } from './staff-lab-results.routes';

/**
 * The office's side of applications: the console's queue, review moves and release (staff
 * routes, and the laboratory's results), and the steps a kind's workflow lets the portal take with no officer (`automatic`,
 * taken after an officer's move here, and after filing and payment by their modules).
 */
export function createStaffReviewModule(
  infra: Infrastructure,
  deps: {
    uploads: Pick<UploadsService, 'read'>;
    documents: Pick<DocumentsService, 'registry' | 'issue'>;
    assessment: Pick<AssessmentService, 'assess'>;
    /** Payments' listener of settled transactions: a paid application goes on. */
    onSettled: (listener: (transactionId: number) => void) => unknown;
  },
) {
  const automatic = automaticStepsOf(infra, deps);
  deps.onSettled((transactionId) => void automatic.advanceTransaction(transactionId));
  const afterMove = (id: number) => automatic.advance(id);
  const routes = staffApplicationsRoutes(infra, {
    uploads: deps.uploads,
    documents: deps.documents,
    afterMove,
  });
  // The laboratory step's results (a kind with the lab step): once all passed, billed at once.
  routes.route(
    '/',
    staffLabResultsRoutes({ db: infra.db, now: infra.now, bodyLimits: infra.bodyLimits, afterMove }),
  );
  return { routes, automatic };
}
