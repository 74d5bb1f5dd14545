import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** Real property tax's words (§2.11 labels, §8 banners), English and Filipino. */
export const rptMessages = defineCatalog(en, () => import('./messages/fil.json'));
