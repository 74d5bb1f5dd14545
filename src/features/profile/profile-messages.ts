import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The profile's words (§3), English and Filipino. */
export const profileMessages = defineCatalog(en, () => import('./messages/fil.json'));

/** A key of the profile's catalogue. */
export type ProfileMessageKey = keyof typeof en;
