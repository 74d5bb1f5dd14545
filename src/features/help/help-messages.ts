import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** E-Help's words (§2.9), English and Filipino. */
export const helpMessages = defineCatalog(en, () => import('./messages/fil.json'));
