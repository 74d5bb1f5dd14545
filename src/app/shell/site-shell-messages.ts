import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The app shell's words (header, drawer, footer, banners, announcement), English and Filipino. */
export const siteShellMessages = defineCatalog(en, () => import('./messages/fil.json'));
