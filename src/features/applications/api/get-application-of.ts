import { applicationsDocument, APPLICATIONS_PATH } from '@/domain/applications/application-contracts';
import { http } from '@/lib/http';

/** The application a transaction is for, if it is one (an empty list otherwise). */
export const getApplicationOf = (transactionHistoryId: string, signal?: AbortSignal) =>
  http.get(APPLICATIONS_PATH, {
    schema: applicationsDocument,
    signal,
    query: { transaction_history_id: transactionHistoryId },
  });
