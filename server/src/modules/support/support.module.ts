import { eq } from 'drizzle-orm';
import { transactionHistories } from '../../db/payments-schema';
import type { Infrastructure } from '../../infrastructure';
import type { AuditLog } from '../audit/audit-log';
import type { TreasuryKind } from '../treasury/treasury-kind';
import type { TransactionsService } from '../transactions/transactions.service';
import { createSupportSearch } from './support-search.service';
import { supportRoutes } from './support.routes';
import { createTaxpayerView } from './taxpayer-view.service';

/** Taxpayer support in the console (issue 28): the search and a taxpayer's view. */
export function createSupportModule(
  infra: Infrastructure,
  deps: {
    kinds: readonly TreasuryKind[];
    audit: AuditLog;
    transactions: Pick<TransactionsService, 'receipt'>;
  },
) {
  const { db } = infra;
  const routes = supportRoutes({
    search: createSupportSearch({ db, kinds: deps.kinds }),
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
