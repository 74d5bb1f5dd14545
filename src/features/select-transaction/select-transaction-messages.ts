import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The Select Transaction dialog's words, English and Filipino. */
export const selectTransactionMessages = defineCatalog(en, () => import('./messages/fil.json'));
