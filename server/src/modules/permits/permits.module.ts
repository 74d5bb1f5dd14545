import type { Infrastructure } from '../../infrastructure';
import { repeatJob } from '../../repeat-job';
import { addressLimit } from '../accounts/address-limit';
import { loadFeeSchedule } from '../assessment/assessment-schedule';
import { createAssessmentService } from '../assessment/assessment.service';
import { notifyApplicationStep } from '../applications/notify-application-step';
import { expireDueSoas } from '../assessment/soa-expire-due';
import type { ContentService } from '../content/content.service';
import { lguNameFrom } from '../transactions/transactions.module';
import { lguLogoFrom } from './lgu-logo';
import { permitsRoutes } from './permits.routes';
import { createPermitsService } from './permits.service';

/**
 * Issue 18's fees and permits: the LGU's fee schedule (read and checked here, at start), the
 * assessment and its SOA, the permit and its public verification, and the pass that marks
 * unpaid SOAs past their last day EXPIRED SOA.
 */
export function createPermitsModule(
  infra: Infrastructure,
  { content }: { content: Pick<ContentService, 'listCms'> },
) {
  const schedule = loadFeeSchedule(infra.config.FEE_SCHEDULE_FILE);
  const assessment = createAssessmentService({ db: infra.db, now: infra.now, schedule });
  const permits = createPermitsService({
    db: infra.db,
    now: infra.now,
    publicUrl: infra.publicUrl,
    lguName: lguNameFrom(content),
    logoPng: lguLogoFrom(content, [infra.config.BAYAN_STATIC_DIR, 'public']),
  });
  const notify = (notice: Parameters<typeof notifyApplicationStep>[1]) => {
    notifyApplicationStep(infra, notice).catch((err: unknown) =>
      infra.logger.warn({ err, applicationId: notice.applicationId }, 'application step notice failed'),
    );
  };
  const routes = permitsRoutes({
    db: infra.db,
    now: infra.now,
    schedule,
    assessment,
    permits,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
    publicUrl: infra.publicUrl,
    notify,
    // The verification answers anyone: the account paths' per-address budget, counted apart.
    verifyLimit: addressLimit(infra.limiter, 'permit-verify-ip', {
      limit: infra.config.AUTH_LIMIT_PER_ADDRESS,
      windowMs: 10 * 60_000,
      trustProxy: infra.config.TRUST_PROXY,
    }),
  });
  return {
    routes,
    service: { assessment, permits },
    /** Starts the EXPIRED SOA pass (main.ts); returns its stop function. */
    startExpiringSoas: (intervalMs = 10 * 60_000) =>
      repeatJob(() => expireDueSoas(infra.db, infra.now()), intervalMs, {
        logger: infra.logger,
        what: 'SOA expiry',
      }),
  };
}
