import { miscFeeList } from '@/domain/contracts/misc-fees';
import { http } from '@/lib/http';

/** One office's fees (§7.3): chosen after the office (§2.8). */
export const getMiscFees = (officeId: string, signal?: AbortSignal) =>
  http.get('/api/v1/taxpayers/miscellaneous_fees', {
    query: { office_id: officeId },
    schema: miscFeeList,
    signal,
  });
