import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './common.en.json';

/** Words of the shared fields, OTP steps and billing pieces (loaded with the pages that use them). */
export const commonMessages = defineCatalog(en, () => import('./common.fil.json'));
