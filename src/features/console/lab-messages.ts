import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/lab.en.json';

/** The laboratory step in the console (issue 27): results by test; English and Filipino. */
export const labMessages = defineCatalog(en, () => import('./messages/lab.fil.json'));
