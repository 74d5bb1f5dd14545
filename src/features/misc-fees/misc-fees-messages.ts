import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The words of the fee and statement-of-account payments (§2.13), English and Filipino. */
export const miscFeesMessages = defineCatalog(en, () => import('./messages/fil.json'));
