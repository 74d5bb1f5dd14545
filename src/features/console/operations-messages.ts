import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/operations.en.json';

/** The console's imports, news, site content and settings (staff-facing), English and Filipino. */
export const operationsMessages = defineCatalog(en, () => import('./messages/operations.fil.json'));
