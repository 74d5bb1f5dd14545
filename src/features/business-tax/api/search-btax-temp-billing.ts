import { btaxSearchLookup, btaxTempPayload, type BtaxTransactionType } from '@/domain/contracts/billing';
import { http } from '@/lib/http';

export interface BtaxTempQuery {
  bin: string;
  transaction_type: BtaxTransactionType;
  /** DELINQUENT only. */
  year?: number | undefined;
  /** QUARTERLY only. */
  period?: number | undefined;
}

/** Screen 1: the quarterly or delinquent bill of a BIN; year and period sent only where they apply. */
export const searchBtaxTempBilling = (query: BtaxTempQuery) =>
  http.get('/api/temp/taxpayers/business_tax/search', {
    query: btaxTempPayload({ ...query }) as Record<string, string | number | undefined>,
    schema: btaxSearchLookup,
  });
