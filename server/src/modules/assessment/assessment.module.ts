import type { Infrastructure } from '../../infrastructure';
import { repeatJob } from '../../repeat-job';
import { stepNotifier } from '../applications/step-notifier';
import { loadFeeSchedule } from './assessment-schedule';
import { assessmentRoutes } from './assessment.routes';
import { createAssessmentService } from './assessment.service';
import { expireDueSoas } from './soa-expire-due';

/**
 * The assessment and SOA (issue 18): the LGU's fee schedule (read and checked here, at start),
 * the officer's assessment becoming the application's SOA, regenerate_soa, and the pass that
 * marks unpaid SOAs past their last day EXPIRED SOA.
 */
export function createAssessmentModule(infra: Infrastructure) {
  const schedule = loadFeeSchedule(infra.config.FEE_SCHEDULE_FILE);
  const assessment = createAssessmentService({ db: infra.db, now: infra.now, schedule });
  const routes = assessmentRoutes({
    db: infra.db,
    now: infra.now,
    schedule,
    assessment,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    notify: stepNotifier(infra),
  });
  return {
    routes,
    schedule,
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
