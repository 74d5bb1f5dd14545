import { btaxCsvBillingCreated } from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';

/** Screen 3's Pay: creates the billing from the CSV import. */
export const createBtaxCsvBilling = (body: {
  bin: string;
  valid_id_to_present: string;
  application_status_id: number;
}) =>
  http.post('/api/v1/taxpayers/business_taxes/billings_from_csv_imports', {
    body,
    schema: btaxCsvBillingCreated,
  });
