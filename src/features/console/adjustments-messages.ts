import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/adjustments.en.json';

/** Four eyes on fees in the console (issue 25): adjustments, their approval and queue; English and Filipino. */
export const adjustmentsMessages = defineCatalog(en, () => import('./messages/adjustments.fil.json'));
