import { btaxUnpaidYears } from '@/domain/contracts/business-tax';
import { http } from '@/lib/http';

/** Screen 4: the years a BIN still owes, newest first. */
export const inquireUnpaidYears = (bin: string) =>
  http
    .get('/api/v1/taxpayers/btax_billing_manual_imports/inquire_year', {
      query: { bin },
      schema: btaxUnpaidYears,
    })
    .then((doc) => doc.data.attributes.years);
