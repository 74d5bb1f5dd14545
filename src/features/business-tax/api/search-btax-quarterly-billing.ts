import {
  btaxSearchLookup,
  btaxQuarterlyPayload,
  type BtaxTransactionType,
} from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';

export interface BtaxQuarterlyQuery {
  bin: string;
  transaction_type: BtaxTransactionType;
  /** DELINQUENT only. */
  year?: number | undefined;
  /** QUARTERLY only. */
  period?: number | undefined;
}

/** Screen 1: the quarterly or delinquent bill of a BIN; year and period sent only where they apply. */
export const searchBtaxQuarterlyBilling = (query: BtaxQuarterlyQuery) =>
  http.get('/api/temp/taxpayers/business_tax/search', {
    query: btaxQuarterlyPayload({ ...query }) as Record<string, string | number | undefined>,
    schema: btaxSearchLookup,
  });
