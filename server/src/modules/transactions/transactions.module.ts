import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { Infrastructure } from '../../infrastructure';
import type { UploadsService } from '../accounts/uploads.service';
import type { DocumentsService } from '../../documents/documents.service';
import { transactionsRoutes } from './transactions.routes';
import { owedReceipt, receiptDocument } from './receipt-document';
import { createTransactionsService } from './transactions.service';

/** Transaction histories: the service (proofs of payment stored as the accounts' uploads, the receipt a document) and its routes. */
export function createTransactionsModule(
  infra: Infrastructure,
  {
    documents,
    uploads,
    kinds,
    closeAtGateway,
  }: {
    documents: DocumentsService;
    /** The bill kinds (billing/bill-kind-registry.ts): what a transaction's kind allows and shows. */
    kinds: BillKindRegistry;
    uploads: Pick<UploadsService, 'store'>;
    /** Closes checkouts at the gateway (the payments module's, composed later). */
    closeAtGateway?: (checkoutIds: readonly string[]) => Promise<void>;
  },
) {
  documents.registry.register(receiptDocument, owedReceipt(infra.db, kinds));
  const service = createTransactionsService({
    db: infra.db,
    now: infra.now,
    uploads,
    documents,
    kinds,
    ...(closeAtGateway ? { closeAtGateway } : {}),
  });
  const routes = transactionsRoutes({
    transactions: service,
    kinds,
    guard: infra.guard,
    bodyLimits: infra.bodyLimits,
  });
  return { routes, service };
}
