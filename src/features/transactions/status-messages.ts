import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './messages/statuses.en.json';

/**
 * The statuses of §3 in Filipino, keyed `label.<VALUE>` and `description.<VALUE>`. The domain's
 * table stays the English source; statuses.en.json mirrors it only because every catalogue pair
 * must have the same keys (a test keeps the two equal).
 */
export const statusMessages = defineCatalog(en, () => import('./messages/statuses.fil.json'));
