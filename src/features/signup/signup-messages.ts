import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** Signing up (§2.6), English and Filipino. */
export const signupMessages = defineCatalog(en, () => import('./messages/fil.json'));
