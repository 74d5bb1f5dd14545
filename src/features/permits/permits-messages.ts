import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The SOA, permit and verification words (issue 18), English and Filipino. */
export const permitsMessages = defineCatalog(en, () => import('./messages/fil.json'));
