import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The verification page's words (issue 26), English and Filipino. */
export const documentsMessages = defineCatalog(en, () => import('./messages/fil.json'));
