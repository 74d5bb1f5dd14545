import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** E-News's words (news, articles, videos), English and Filipino. */
export const newsMessages = defineCatalog(en, () => import('./messages/fil.json'));
