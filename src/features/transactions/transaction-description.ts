import type { TransactionHistory } from '@/domain/contracts/payments';
import { getLocale } from '@/lib/i18n/locale';

/** What a transaction is for, in the reader's language where it has words in it (issue 30). */
export function transactionDescription(
  tx: Pick<TransactionHistory, 'description' | 'description_fil' | 'module_type' | 'transaction_type'>,
): string {
  const filipino = getLocale() === 'fil' ? tx.description_fil?.trim() : undefined;
  return filipino || tx.description || `${tx.module_type} ${tx.transaction_type}`;
}
