import { officeList } from '@/domain/contracts/module-systems';
import { http } from '@/lib/http';

/** Offices that collect miscellaneous fees. */
export const getOffices = () => http.get('/api/v1/taxpayers/offices', { schema: officeList });
