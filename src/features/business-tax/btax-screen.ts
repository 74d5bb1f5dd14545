import { BTAX_TRANSACTION_TYPES } from '@/domain/contracts/business-tax';

/** The four business tax screens of §2.10. */
export type BtaxScreen = 'quarterly-delinquent' | 'api' | 'csv' | 'manual';

/** Where the LGU's business tax bills come from (billing_import, §7.4). */
export type BillingSource = 'API' | 'CSV' | 'MANUAL';

const SOURCE_SCREENS: Record<BillingSource, BtaxScreen> = { API: 'api', CSV: 'csv', MANUAL: 'manual' };

/**
 * Which screen serves a transaction: QUARTERLY and DELINQUENT always search the quarterly /
 * delinquent bills; any other type follows where the bills come from, so it has no screen (null)
 * until the billing source is known.
 */
export function btaxScreen(transactionType: string, billingSource: BillingSource | null): BtaxScreen | null {
  if ((BTAX_TRANSACTION_TYPES as readonly string[]).includes(transactionType)) return 'quarterly-delinquent';
  return billingSource ? SOURCE_SCREENS[billingSource] : null;
}
