import { BUSINESSES_PATH, businessesDocument } from '@/domain/applications/business-permit-contracts';
import { http } from '@/lib/http';

/** This account's businesses (GET businesses), or the one a transaction belongs to. */
export const getBusinesses = (signal?: AbortSignal, transactionHistoryId?: string) =>
  http.get(BUSINESSES_PATH, {
    schema: businessesDocument,
    signal,
    ...(transactionHistoryId ? { query: { transaction_history_id: transactionHistoryId } } : {}),
  });
