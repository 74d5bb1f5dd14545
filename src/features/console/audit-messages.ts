import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/audit.en.json';

/** The console's audit viewer and sign-in history (staff-facing), English and Filipino. */
export const auditMessages = defineCatalog(en, () => import('./messages/audit.fil.json'));
