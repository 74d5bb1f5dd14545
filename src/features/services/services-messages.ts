import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The service list's words (§2.3), English and Filipino. */
export const servicesMessages = defineCatalog(en, () => import('./messages/fil.json'));
