import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/treasury.en.json';

/** The console's treasury, proofs of payment and taxpayer support (staff-facing), English and Filipino. */
export const treasuryMessages = defineCatalog(en, () => import('./messages/treasury.fil.json'));
