/** The four business tax screens of §2.10. */
export type BtaxScreen = 'quarterly-delinquent' | 'api' | 'csv' | 'manual';

/**
 * Which screen serves a transaction: QUARTERLY and DELINQUENT always search the quarterly /
 * delinquent bills; anything else follows where the LGU's bills come from (billing_import).
 */
export function btaxScreen(transactionType: string, billingSource: 'API' | 'CSV' | 'MANUAL'): BtaxScreen {
  if (transactionType === 'QUARTERLY' || transactionType === 'DELINQUENT') return 'quarterly-delinquent';
  if (billingSource === 'CSV') return 'csv';
  if (billingSource === 'MANUAL') return 'manual';
  return 'api';
}

/** Whether a screen needs the billing source first (only the quarterly / delinquent one does not). */
export const needsBillingSource = (transactionType: string): boolean =>
  transactionType !== 'QUARTERLY' && transactionType !== 'DELINQUENT';
