import { btaxManualLookup } from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';

export interface BtaxManualQuery {
  bin: string;
  year: number;
  /** The quarter paid up to; matters for RENEWAL (default 4, the whole year). */
  qtr_to: number;
}

/** Screen 4: the manually entered assessment for a BIN and year. */
export const searchBtaxManualBilling = (query: BtaxManualQuery) =>
  http.get('/api/v1/taxpayers/btax_billing_manual_imports', {
    query: { ...query },
    schema: btaxManualLookup,
  });
