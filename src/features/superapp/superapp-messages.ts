import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** eGov super-app sign-on and /create-password-superapp (issue 15), English and Filipino. */
export const superAppMessages = defineCatalog(en, () => import('./messages/fil.json'));
