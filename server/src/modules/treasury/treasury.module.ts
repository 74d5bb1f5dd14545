import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import type { AuditLog } from '../audit/audit-log';
import type { RefundsService } from '../payments/refunds.service';
import type { Settlement } from '../payments/settlement';
import { cashierRoutes } from './cashier.routes';
import { createCashierService } from './cashier.service';
import { createCollectionsService } from './collections.service';
import { createProofsService } from './proofs.service';
import { createReconciliationService } from './reconciliation.service';
import { createRefundQueue } from './refund-queue';
import { refundsRoutes } from './refunds.routes';
import { treasuryRoutes } from './treasury.routes';

/** The treasury's console (issue 28): collections, reconciliation, proofs of payment, refunds, the cashier. */
export function createTreasuryModule(
  infra: Infrastructure,
  deps: {
    /** The bill kinds (billing/bill-kind-registry.ts): what each tells the treasury. */
    kinds: BillKindRegistry;
    settlement: Settlement;
    refunds: Pick<RefundsService, 'approve' | 'reject'>;
    uploads: Pick<UploadsService, 'read'>;
    audit: AuditLog;
  },
) {
  const { db, now } = infra;
  const collections = createCollectionsService({ db, kinds: deps.kinds });
  const reconciliation = createReconciliationService({ db, audit: deps.audit, now });
  const proofs = createProofsService({
    db,
    now,
    settlement: deps.settlement,
    uploads: deps.uploads,
    audit: deps.audit,
    sms: infra.sms,
    mail: infra.mail,
    logger: infra.logger,
  });
  const routes = treasuryRoutes({ collections, reconciliation, proofs, bodyLimits: infra.bodyLimits, now });
  const cashier = createCashierService({
    db,
    now,
    settlement: deps.settlement,
    audit: deps.audit,
    kinds: deps.kinds.all(),
  });
  routes.route('/', cashierRoutes({ cashier, bodyLimits: infra.bodyLimits }));
  routes.route(
    '/',
    refundsRoutes({
      refunds: deps.refunds,
      queue: createRefundQueue({ db }),
      bodyLimits: infra.bodyLimits,
    }),
  );
  return { routes, service: { collections, reconciliation, proofs } };
}
