import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** The application form's own words (the definitions carry their fields' words), English and Filipino. */
export const applicationsMessages = defineCatalog(en, () => import('./messages/fil.json'));
