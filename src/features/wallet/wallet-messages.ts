import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** GCash sign-in and the wallet user's home (issue 15), English and Filipino. */
export const walletMessages = defineCatalog(en, () => import('./messages/fil.json'));
