import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The MFA dialog and the profile's sign-in security (§2.5, §4, issue 16), English and Filipino. */
export const mfaMessages = defineCatalog(en, () => import('./messages/fil.json'));
export type MfaMessageKey = keyof typeof en;
