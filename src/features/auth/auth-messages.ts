import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** Signing in and out (§2.4, §4), English and Filipino. */
export const authMessages = defineCatalog(en, () => import('./messages/fil.json'));
