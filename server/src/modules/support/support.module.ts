import { eq } from 'drizzle-orm';
import { transactionHistories } from '../../db/payments-schema';
import type { Infrastructure } from '../../infrastructure';
import type { AuditLog } from '../audit/audit-log';
import type { BillKindRegistry } from '../../billing/bill-kind-registry';
import type { TransactionsService } from '../transactions/transactions.service';
import { createSupportSearch } from './support-search.service';
import { supportRoutes } from './support.routes';
import { createTaxpayerView } from './taxpayer-view.service';

/** Taxpayer support in the console (issue 28): the search and a taxpayer's view. */
export function createSupportModule(
  infra: Infrastructure,
  deps: {
    /** The bill kinds (billing/bill-kind-registry.ts): what support finds each by. */
    kinds: Pick<BillKindRegistry, 'all'>;
    audit: AuditLog;
    transactions: Pick<TransactionsService, 'receipt'>;
  },
) {
  const { db } = infra;
  const routes = supportRoutes({
    search: createSupportSearch({ db, kinds: deps.kinds.all() }),
    view: createTaxpayerView({ db }),
    transactions: deps.transactions,
    audit: deps.audit,
    ownerOf: async (id) =>
      (
        await db
          .select({ owner: transactionHistories.taxpayerId })
          .from(transactionHistories)
          .where(eq(transactionHistories.id, id))
      )[0]?.owner,
  });
  return { routes };
}
