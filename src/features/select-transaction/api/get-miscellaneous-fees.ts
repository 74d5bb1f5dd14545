import { miscFeeList } from '@/domain/contracts/module-systems';
import { http } from '@/lib/http';

/** The fees one office collects. */
export const getMiscellaneousFees = (officeId: string) =>
  http.get('/api/v1/taxpayers/miscellaneous_fees', { query: { office_id: officeId }, schema: miscFeeList });
