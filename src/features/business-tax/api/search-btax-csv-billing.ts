import { btaxCsvLookup } from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';

/** Screen 3: the bill an operator imported from a CSV file, by BIN. */
export const searchBtaxCsvBilling = (bin: string) =>
  http.get('/api/v1/taxpayers/btax_billing_csv_imports', { query: { bin }, schema: btaxCsvLookup });
