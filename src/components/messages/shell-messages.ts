import { defineCatalog } from '@/lib/i18n/define-catalog';
import en from './shell.en.json';

/** Words of the pieces every page loads (dialogs, the error boundary, the language switch). */
export const shellMessages = defineCatalog(en, () => import('./shell.fil.json'));
