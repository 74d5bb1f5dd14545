import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The ordinance violation receipt page's words (§2.8 OVRS), English and Filipino. */
export const ovrMessages = defineCatalog(en, () => import('./messages/fil.json'));
