import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/clearances.en.json';

/** The offices an application is endorsed to, as its applicant reads them (issue 28), English and Filipino. */
export const clearancesMessages = defineCatalog(en, () => import('./messages/clearances.fil.json'));
