import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { DocumentsService } from '../../documents/documents.service';
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
import { abstractDocument } from './abstract-document';
import { createAbstractService } from './abstract.service';
import { createSettlementReconciliation } from './settlement-reconciliation.service';
import { treasuryReportsRoutes } from './treasury-reports.routes';

/**
 * The treasury's console (issue 28): collections (and their chart, the Abstract of Collections),
 * reconciliation (also against the gateway's settlement report), proofs of payment, refunds, the cashier.
 */
export function createTreasuryModule(
  infra: Infrastructure,
  deps: {
    /** The bill kinds (billing/bill-kind-registry.ts): what each tells the treasury. */
    kinds: BillKindRegistry;
    settlement: Settlement;
    refunds: Pick<RefundsService, 'approve' | 'reject'>;
    uploads: Pick<UploadsService, 'read'>;
    audit: AuditLog;
    /** The document service: the Abstract of Collections is one of its documents. */
    documents: DocumentsService;
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
  deps.documents.registry.register(abstractDocument);
  routes.route(
    '/',
    treasuryReportsRoutes({
      db,
      abstracts: createAbstractService({ db, now, collections, documents: deps.documents }),
      settlement: createSettlementReconciliation({ db, gateway: infra.gateway, logger: infra.logger }),
      bodyLimits: infra.bodyLimits,
      now,
    }),
  );
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
