import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** Paying's words (§4, §6, §8), English and Filipino. */
export const paymentsMessages = defineCatalog(en, () => import('./messages/fil.json'));
