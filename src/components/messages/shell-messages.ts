import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './shell.en.json';

/**
 * Words of the pieces the first page loads (dialogs, the error boundary, the language switch, the
 * empty state): this catalogue is in the landing page's JavaScript, so only they belong here.
 */
export const shellMessages = defineCatalog(en, () => import('./shell.fil.json'));
