import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The transaction history's words (§2.11, §8), English and Filipino. */
export const transactionsMessages = defineCatalog(en, () => import('./messages/fil.json'));
