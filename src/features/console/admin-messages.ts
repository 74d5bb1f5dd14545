import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/admin.en.json';

/** The console's navigation, staff, roles and offices (staff-facing), English and Filipino. */
export const adminMessages = defineCatalog(en, () => import('./messages/admin.fil.json'));
