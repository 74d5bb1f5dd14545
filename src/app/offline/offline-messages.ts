import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/en.json';

/** Working offline: the no-connection banner and what waits on the device, English and Filipino. */
export const offlineMessages = defineCatalog(en, () => import('./messages/fil.json'));
