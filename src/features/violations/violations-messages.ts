import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The notice of violation form's words (§2.12), English and Filipino. */
export const violationsMessages = defineCatalog(en, () => import('./messages/fil.json'));
