import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** Forgot password and a new password (§2.7), English and Filipino. */
export const passwordResetMessages = defineCatalog(en, () => import('./messages/fil.json'));
