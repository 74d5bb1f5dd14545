import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The app pages' own words (§2.7, §2.9, §8), English and Filipino. */
export const pagesMessages = defineCatalog(en, () => import('./messages/fil.json'));
