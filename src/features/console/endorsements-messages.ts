import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/endorsements.en.json';

/** The endorsing offices' side of the console (issue 28: clearances), English and Filipino. */
export const endorsementsMessages = defineCatalog(en, () => import('./messages/endorsements.fil.json'));
