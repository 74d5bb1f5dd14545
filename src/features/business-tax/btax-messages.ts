import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** Business tax's words (§2.10 labels, §4 hints), English and Filipino. */
export const btaxMessages = defineCatalog(en, () => import('./messages/fil.json'));
