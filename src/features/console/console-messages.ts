import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The officer's console's words (staff-facing), English and Filipino. */
export const consoleMessages = defineCatalog(en, () => import('./messages/fil.json'));
