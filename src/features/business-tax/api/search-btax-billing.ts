import { btaxApiLookup } from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';

export interface BtaxApiQuery {
  bin: string;
  /** Omitted when BTAX_WITHOUT_YEAR_FILTER is on. */
  year?: number | undefined;
  /** Omitted when BTAX_WITHOUT_PERIOD_FILTER is on. */
  period?: number | undefined;
}

/** Screen 2: the bill the LGU's billing system holds for a BIN (API imports). */
export const searchBtaxBilling = (query: BtaxApiQuery) =>
  http.get('/api/v1/taxpayers/btax_billing_api_imports', { query: { ...query }, schema: btaxApiLookup });
